// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useRequiredField } from './useRequiredField';

describe('useRequiredField', () => {
  it('marks an empty field as missing on check and clears the message on typing (storefront.md §2 required fields)', () => {
    const { result } = renderHook(() => useRequiredField('Please enter your username.', { trim: true }));
    expect(result.current.inputProps.status).toBe('default');
    let filled = true;
    act(() => {
      filled = result.current.check();
    });
    expect(filled).toBe(false);
    expect(result.current.inputProps).toMatchObject({ status: 'error', message: 'Please enter your username.' });
    act(() => result.current.inputProps.onValueChange('l'));
    expect(result.current.inputProps).toMatchObject({ status: 'default', message: undefined, value: 'l' });
  });

  it('counts spaces only as empty and submits the trimmed value when it trims (storefront.md §2 Login dialog)', () => {
    const { result } = renderHook(() => useRequiredField('missing', { trim: true }));
    act(() => result.current.inputProps.onValueChange('   '));
    act(() => {
      expect(result.current.check()).toBe(false);
    });
    act(() => result.current.inputProps.onValueChange(' lead.buyer '));
    expect(result.current.value).toBe('lead.buyer');
    expect(result.current.inputProps.value).toBe(' lead.buyer ');
  });

  it('keeps surrounding spaces without trim (passwords)', () => {
    const { result } = renderHook(() => useRequiredField('missing'));
    act(() => result.current.inputProps.onValueChange(' secret '));
    let filled = false;
    act(() => {
      filled = result.current.check();
    });
    expect(filled).toBe(true);
    expect(result.current.value).toBe(' secret ');
  });
});
