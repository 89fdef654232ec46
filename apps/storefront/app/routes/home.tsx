export function meta() {
  return [{ title: 'Ratchet' }];
}

export default function Home() {
  return (
    <main className="mx-auto max-w-(--container-boxed) p-8">
      <h1 className="text-2xl font-semibold">Ratchet</h1>
    </main>
  );
}
