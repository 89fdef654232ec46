import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderCommerceHook } from '../test/render';
import { apiUrl, server } from '../test/server';
import { usePasswordRecovery } from './usePasswordRecovery';

describe('usePasswordRecovery (storefront.md §2 forgot-password dialog, §7 recover password)', () => {
  it('sends the username and the storefront URL and reports the mail as requested', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl('/account/recovery-password'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    const { result } = renderCommerceHook(() => usePasswordRecovery());
    let answer: Awaited<ReturnType<typeof result.current.requestRecoveryMail>> | undefined;
    await act(async () => {
      answer = await result.current.requestRecoveryMail('lead.buyer', 'http://127.0.0.1:3000/de-at');
    });
    expect(sent).toEqual({ username: 'lead.buyer', storefrontUrl: 'http://127.0.0.1:3000/de-at' });
    expect(answer).toEqual({ ok: true });
    expect(result.current.isSent).toBe(true);
    expect(result.current.errors).toBeUndefined();
  });

  it('keeps the store-API errors of a refused request (e.g. the rate limit) and does not claim success', async () => {
    server.use(
      http.post(apiUrl('/account/recovery-password'), () =>
        HttpResponse.json(
          {
            errors: [{ status: '429', code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED', title: 'Too Many Requests', detail: '' }],
          },
          { status: 429 },
        ),
      ),
    );
    const { result } = renderCommerceHook(() => usePasswordRecovery());
    await act(async () => {
      await result.current.requestRecoveryMail('lead.buyer', 'http://127.0.0.1:3000/de-at');
    });
    await waitFor(() => expect(result.current.errors?.[0]?.code).toBe('FRAMEWORK__RATE_LIMIT_EXCEEDED'));
    expect(result.current.isSent).toBe(false);
    act(() => result.current.reset());
    expect(result.current.errors).toBeUndefined();
  });
});
