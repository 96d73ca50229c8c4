import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFieldForm } from './field-form';

const changeEvent = (target: Partial<HTMLInputElement>) =>
  ({ nativeEvent: {}, currentTarget: target }) as unknown as ChangeEvent<HTMLInputElement>;

function setup(onValuesChange = vi.fn()) {
  return renderHook(() =>
    useFieldForm({
      initialValues: { name: '', kind: 'first', agreed: false },
      validate: (v) => ({
        ...(v.name ? {} : { name: 'Enter a name' }),
        ...(v.agreed ? {} : { agreed: 'Please agree' }),
      }),
      onValuesChange,
    }),
  );
}

describe('useFieldForm', () => {
  it('takes an input event, a checkbox event or a plain value', () => {
    const { result } = setup();
    act(() => result.current.getInputProps('name').onChange(changeEvent({ type: 'text', value: 'Asha' })));
    act(() =>
      result.current
        .getInputProps('agreed', { type: 'checkbox' })
        .onChange(changeEvent({ type: 'checkbox', checked: true })),
    );
    act(() => result.current.getInputProps('kind').onChange('follow_up'));
    expect(result.current.values).toEqual({ name: 'Asha', kind: 'follow_up', agreed: true });
    expect(result.current.getInputProps('agreed', { type: 'checkbox' }).checked).toBe(true);
  });

  it('validates on submit, calls the handler only when valid, and a change clears its error', () => {
    const handler = vi.fn();
    const { result } = setup();
    act(() => result.current.onSubmit(handler)());
    expect(handler).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: 'Enter a name', agreed: 'Please agree' });
    act(() => result.current.setFieldValue('name', 'Asha'));
    expect(result.current.getInputProps('name').error).toBeUndefined();
    expect(result.current.getInputProps('agreed', { type: 'checkbox' }).error).toBe('Please agree');
    act(() => result.current.setFieldValue('agreed', true));
    act(() => result.current.onSubmit(handler)());
    expect(handler).toHaveBeenCalledWith({ name: 'Asha', kind: 'first', agreed: true });
  });

  it('tells each change with the values before it; setValues merges; clearErrors clears', () => {
    const onValuesChange = vi.fn();
    const { result } = setup(onValuesChange);
    act(() => result.current.setValues({ kind: 'follow_up' }));
    expect(onValuesChange).toHaveBeenLastCalledWith(
      { name: '', kind: 'follow_up', agreed: false },
      { name: '', kind: 'first', agreed: false },
    );
    act(() => result.current.onSubmit(vi.fn())());
    act(() => result.current.clearErrors());
    expect(result.current.errors).toEqual({});
  });
});
