// Benchmarks of the buyer's records (issue 13 bench lines), printing
//   bench order-history db=<pglite|postgres> orders=<N> conns=<C> p50=<ms> p95=<ms> p99=<ms> rps=<n> failures=<n>
//   bench invoice-pdf pages=<P> lines=<L> runs=<R> p50=<ms> p95=<ms> bytes=<n>
// The order history: the demo company with 20,000 orders (RATCHET_BENCH_ORDERS) over two years, the history call
// rotating over pages, status filters, date ranges and searches at 10 connections (RATCHET_BENCH_CONNS).
// PostgreSQL when DATABASE_URL is set, otherwise PGlite in RATCHET_BENCH_DATA_DIR (.data/bench-records-pglite).
// The PDF: a 3-page invoice (55 lines) rendered in-process through platform/files/pdf.ts, 30 runs after a warm-up.
// Not a test: CI never runs it. Run: node --conditions=@ratchet/source --import tsx src/bench/records.ts [history|pdf]
import { openDatabase } from '../platform/db/db';
import { migrate } from '../platform/db/migrate';
import { documentSender, documentTexts } from '../platform/files/documentTexts';
import { pdfBuffer, renderPdf, type PdfDocumentSpec } from '../platform/files/pdf';
import { seedDatabase } from '../seed';
import { demoIds } from '../seed/demoCustomers';
import { demoAccessKey, fixedIds } from '../seed/ids';
import { seedOrderHistoryDemo } from '../seed/orderHistoryDemo';
import { formatMs as format, measureConnectionLevels, percentile, startBenchServer } from './runner';

const which = process.argv[2] ?? 'all';
const orders = Number(process.env.RATCHET_BENCH_ORDERS ?? 20000);
const port = Number(process.env.RATCHET_BENCH_PORT ?? 8103);
const url = process.env.DATABASE_URL || undefined;
const dataDir = process.env.RATCHET_BENCH_DATA_DIR ?? '.data/bench-records-pglite';
const kind = url ? 'postgres' : 'pglite';
const connectionLevels = (process.env.RATCHET_BENCH_CONNS ?? '10').split(',').map(Number);
const total = Number(process.env.RATCHET_BENCH_REQUESTS ?? 3000);
const token = 'bench-order-history-lead-buyer';

/** History page URLs as buyers click them: pages, status filters, date ranges, searches. */
const historyQueries = [
  '',
  'page=2',
  'page=50',
  'status=open,in_progress,handling',
  'status=completed&page=10',
  'status=cancelled',
  'from=2026-01-01&to=2026-03-31',
  'from=2025-06-01&to=2025-06-30&status=completed',
  'search=po-4',
  'search=1002',
  'onlyOwn=true',
  'limit=100&page=3',
];

async function prepareDatabase(): Promise<void> {
  const db = await openDatabase(url ? { url } : { dataDir });
  await migrate(db);
  const seeded = await db.query('SELECT 1 FROM seed_run LIMIT 1');
  if (seeded.rows.length === 0) {
    await seedDatabase(db, { products: 300, demo: true, storefrontUrl: 'http://127.0.0.1:3000' });
  }
  const present = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sales_order WHERE company_id = $1', [
    demoIds.company,
  ]);
  if ((present.rows[0]?.n ?? 0) < orders) {
    const started = Date.now();
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM offer WHERE company_id = $1', [demoIds.company]);
      await tx.query(
        'DELETE FROM order_idempotency_key WHERE order_id IN (SELECT id FROM sales_order WHERE company_id = $1)',
        [demoIds.company],
      );
      await tx.query('DELETE FROM budget_spend WHERE order_id IN (SELECT id FROM sales_order WHERE company_id = $1)', [
        demoIds.company,
      ]);
      await tx.query('DELETE FROM sales_order WHERE company_id = $1', [demoIds.company]);
      // Two years at 20,000 orders: one every ~53 minutes.
      await seedOrderHistoryDemo(
        tx,
        [{ companyId: demoIds.company, leadBuyerId: demoIds.customers['lead.buyer'], series: 3 }],
        fixedIds.salesChannel,
        300,
        { orders, spacingMinutes: Math.max(1, Math.floor((730 * 24 * 60) / orders)) },
      );
    });
    await db.exec('VACUUM ANALYZE sales_order');
    await db.exec('VACUUM ANALYZE sales_order_line_item');
    console.error(`[bench] ${orders} orders written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const channel = await db.query<{ id: string; language_id: string }>(
    'SELECT id, language_id FROM sales_channel WHERE access_key = $1',
    [demoAccessKey],
  );
  await db.query(
    `INSERT INTO context (token, sales_channel_id, language_id, customer_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (token) DO UPDATE SET customer_id = EXCLUDED.customer_id`,
    [token, channel.rows[0]?.id, channel.rows[0]?.language_id, demoIds.customers['lead.buyer']],
  );
  await db.close();
}

async function benchHistory(): Promise<void> {
  await prepareDatabase();
  const stop = await startBenchServer({ port, dataDir, url });
  try {
    await measureConnectionLevels({
      port,
      connectionLevels,
      total,
      requestFor: (i) => ({
        method: 'GET' as const,
        path: `/store-api/ratchet/order/history?${historyQueries[i % historyQueries.length] ?? ''}`,
        headers: { 'sw-access-key': demoAccessKey, 'sw-context-token': token },
      }),
      label: `order-history db=${kind} orders=${orders}`,
    });
  } finally {
    stop();
  }
}

/** A 55-line invoice in German: three A4 pages. */
function threePageInvoice(): PdfDocumentSpec {
  const texts = documentTexts('de-DE');
  const { t } = texts;
  return {
    title: 'Rechnung 7100001',
    sender: documentSender,
    recipient: ['Huber Maschinenbau GmbH', 'Lena Huber', 'Industriezeile 4', '4020 Linz', 'Österreich'],
    heading: 'Rechnung 7100001',
    facts: [
      [t('invoiceNumber'), '7100001'],
      [t('invoiceDate'), texts.date('2026-11-20')],
      [t('orderNumber'), '100245'],
    ],
    columns: [
      { label: t('position'), weight: 5 },
      { label: t('articleNumber'), weight: 12 },
      { label: t('description'), weight: 30 },
      { label: t('customerArticleNumber'), weight: 11 },
      { label: t('quantity'), weight: 8, align: 'right' },
      { label: t('unitPrice'), weight: 12, align: 'right' },
      { label: t('vat'), weight: 7, align: 'right' },
      { label: t('lineTotal'), weight: 13, align: 'right' },
    ],
    rows: Array.from({ length: 55 }, (_, i) => [
      String(i + 1),
      `SW-${10000 + i}`,
      `Sechskantschraube DIN 933 M${8 + (i % 8)} × ${40 + i} verzinkt, Größe ${i % 5}`,
      `HM-${20000 + i}`,
      texts.quantity(10 + i),
      texts.money(1.25 + i / 10),
      '20 %',
      texts.money((10 + i) * (1.25 + i / 10)),
    ]),
    totals: [
      { label: t('net'), value: texts.money(1234.56) },
      { label: t('vatOf', { rate: 20 }), value: texts.money(246.91) },
      { label: t('total'), value: texts.money(1481.47), strong: true },
    ],
    closing: [t('paymentTerms', { date: texts.date('2026-12-20') })],
    pageLabel: (page, pages) => t('page', { page, pages }),
  };
}

async function benchPdf(): Promise<void> {
  const spec = threePageInvoice();
  let bytes = 0;
  for (let i = 0; i < 5; i++) bytes = (await pdfBuffer(renderPdf(spec))).length;
  const times: number[] = [];
  // CPU time too: on a shared, busy machine the wall time mostly measures waiting for a core.
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    await pdfBuffer(renderPdf(spec));
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuStart);
  const cpuPerRun = (cpu.user + cpu.system) / 1000 / 30;
  const sorted = times.sort((a, b) => a - b);
  const pages = ((await pdfBuffer(renderPdf(spec))).toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  console.log(
    `bench invoice-pdf pages=${pages} lines=${spec.rows.length} runs=30 p50=${format(percentile(sorted, 50))} p95=${format(
      percentile(sorted, 95),
    )} cpu-per-run=${format(cpuPerRun)} bytes=${bytes}`,
  );
}

if (which === 'pdf' || which === 'all') await benchPdf();
if (which === 'history' || which === 'all') await benchHistory();
