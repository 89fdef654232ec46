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

  it('sets the new password with the hash of the mail link (account-area.md §2 /auth/password-recovery)', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl('/account/recovery-password-confirm'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, apiAlias: 'array_struct' });
      }),
    );
    const { result } = renderCommerceHook(() => usePasswordRecovery());
    let answer: Awaited<ReturnType<typeof result.current.confirmRecovery>> | undefined;
    await act(async () => {
      answer = await result.current.confirmRecovery({
        hash: 'a'.repeat(43),
        newPassword: 'neues-Passwort-1',
        newPasswordConfirm: 'neues-Passwort-1',
      });
    });
    expect(sent).toEqual({
      hash: 'a'.repeat(43),
      newPassword: 'neues-Passwort-1',
      newPasswordConfirm: 'neues-Passwort-1',
    });
    expect(answer).toEqual({ ok: true });
    expect(result.current.isConfirmed).toBe(true);
    expect(result.current.isConfirming).toBe(false);
    expect(result.current.errors).toBeUndefined();
  });

  it('answers the server code of an expired or used hash and does not claim success (account-area.md §8 error catalogue)', async () => {
    server.use(
      http.post(apiUrl('/account/recovery-password-confirm'), () =>
        HttpResponse.json(
          {
            errors: [
              {
                status: '400',
                code: 'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED',
                title: 'Bad Request',
                detail: 'The recovery link is invalid or has expired.',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { result } = renderCommerceHook(() => usePasswordRecovery());
    let answer: Awaited<ReturnType<typeof result.current.confirmRecovery>> | undefined;
    await act(async () => {
      answer = await result.current.confirmRecovery({
        hash: 'b'.repeat(43),
        newPassword: 'neues-Passwort-1',
        newPasswordConfirm: 'neues-Passwort-1',
      });
    });
    expect(answer).toMatchObject({ ok: false, errors: [{ code: 'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED' }] });
    expect(result.current.errors?.[0]?.code).toBe('CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED');
    expect(result.current.isConfirmed).toBe(false);
  });

  it('turns a network failure into UNKNOWN_ERROR instead of throwing (storefront.md §8 fallback)', async () => {
    server.use(http.post(apiUrl('/account/recovery-password-confirm'), () => HttpResponse.error()));
    const { result } = renderCommerceHook(() => usePasswordRecovery());
    let answer: Awaited<ReturnType<typeof result.current.confirmRecovery>> | undefined;
    await act(async () => {
      answer = await result.current.confirmRecovery({
        hash: 'c'.repeat(43),
        newPassword: 'neues-Passwort-1',
        newPasswordConfirm: 'neues-Passwort-1',
      });
    });
    expect(answer).toMatchObject({ ok: false, errors: [{ code: 'UNKNOWN_ERROR' }] });
    expect(result.current.errors?.map((error) => error.code)).toEqual(['UNKNOWN_ERROR']);
    expect(result.current.isConfirmed).toBe(false);
  });
});
