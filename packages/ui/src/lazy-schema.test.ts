import { loginMessages } from '@care/contracts/auth/messages';
import { signInBody } from '@care/contracts/auth/schemas';
import { describe, expect, it, vi } from 'vitest';
import { lazySchema, whenLoaded } from './zod-form';

const event = () => ({ preventDefault: vi.fn() });

describe('lazySchema', () => {
  it('reports no errors until loaded, then validates like zodValidate', async () => {
    const schema = lazySchema(async () => signInBody);
    const empty = { username: '', password: '' };
    expect(schema.loaded).toBe(false);
    expect(schema.validate(empty)).toEqual({});
    await schema.load();
    expect(schema.loaded).toBe(true);
    expect(schema.validate(empty)).toEqual({
      username: loginMessages.usernameRequired,
      password: loginMessages.passwordRequired,
    });
  });

  it('imports once however often it is asked', async () => {
    const importSchema = vi.fn(async () => signInBody);
    const schema = lazySchema(importSchema);
    await Promise.all([schema.load(), schema.load()]);
    await schema.load();
    expect(importSchema).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const importSchema = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(signInBody);
    const schema = lazySchema(importSchema);
    await schema.load();
    expect(schema.loaded).toBe(false);
    await schema.load();
    expect(schema.loaded).toBe(true);
    expect(importSchema).toHaveBeenCalledTimes(2);
  });
});

describe('whenLoaded', () => {
  it('submits at once when the schema is there', async () => {
    const schema = lazySchema(async () => signInBody);
    await schema.load();
    const submit = vi.fn();
    const e = event();
    whenLoaded(schema, submit)(e);
    expect(submit).toHaveBeenCalledWith(e);
    expect(e.preventDefault).not.toHaveBeenCalled();
  });

  it('holds the submit (and the browser default) until the schema has loaded', async () => {
    let resolve: (value: typeof signInBody) => void = () => {};
    const schema = lazySchema(() => new Promise((r) => (resolve = r)));
    const submit = vi.fn(() => expect(schema.loaded).toBe(true));
    const e = event();
    whenLoaded(schema, submit)(e);
    expect(e.preventDefault).toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
    resolve(signInBody);
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  });

  it('still submits (unvalidated; the API checks again) when the download fails', async () => {
    const schema = lazySchema(() => Promise.reject(new Error('offline')));
    const submit = vi.fn();
    whenLoaded(schema, submit)(event());
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  });
});
