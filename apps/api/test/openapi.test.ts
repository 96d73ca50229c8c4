import SwaggerParser from '@apidevtools/swagger-parser';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The OpenAPI document at /docs/json is what the provider's mobile teams generate clients from:
// it must be a valid document (two maintained validators), every $ref must resolve, the
// phone-token calls must say how they are authorised, and every operation must document its
// error answers (the envelope with its statusCode).

let t: TestApp;
let doc: Record<string, unknown> & { paths: Record<string, Record<string, OperationLike>> };

interface OperationLike {
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.inject({ method: 'GET', url: '/docs/json' })).json();
});
afterAll(async () => {
  await t?.close();
});

describe('the OpenAPI document', () => {
  it('is valid OpenAPI (schema validator)', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('resolves every $ref (swagger-parser validate and dereference)', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('declares the phone-verification token on the sign-up calls that take it', () => {
    for (const path of [
      '/api/patient/check-patient-exists',
      '/api/patient/verify-dtrf-patient',
      '/api/patient/auth/register',
    ]) {
      const op = doc.paths[path]?.post;
      expect(op, path).toBeDefined();
      expect(op!.security, path).toEqual(
        expect.arrayContaining([expect.objectContaining({ phoneToken: [] })]),
      );
    }
    expect((doc.components as { securitySchemes: Record<string, unknown> }).securitySchemes).toHaveProperty(
      'phoneToken',
    );
  });

  it("declares the console's token on every staff route that needs a console session", () => {
    const staffOps = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/staff/'))
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ at: `${method} ${path}`, op })));
    const withSession = staffOps.filter(({ op }) => op.security !== undefined);
    // The schedule, an appointment, availability, the profile, accounts and the access log at least.
    expect(withSession.length).toBeGreaterThan(25);
    for (const { at, op } of withSession) expect(op.security, at).toEqual([{ consoleToken: [] }]);
    // Only the ways in are open: signing in and an invite's link.
    const open = staffOps.filter(({ op }) => op.security === undefined).map(({ at }) => at);
    for (const at of open) expect(at).toMatch(/sign-in|invite/);
    expect((doc.components as { securitySchemes: Record<string, unknown> }).securitySchemes).toHaveProperty(
      'consoleToken',
    );
  });

  it('documents error answers on every operation', () => {
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        const codes = Object.keys(op.responses ?? {});
        if (!codes.some((c) => c.startsWith('4'))) missing.push(`${method.toUpperCase()} ${path}`);
      }
    expect(missing).toEqual([]);
  });
});
