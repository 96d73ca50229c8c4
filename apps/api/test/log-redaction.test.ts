import { describe, expect, it } from 'vitest';
import { loggableError } from '../src/lib/log-redaction.ts';

describe('loggableError', () => {
  it('drops the parameters of a failed query, which can hold health data', () => {
    const err = Object.assign(
      new Error(
        'Failed query: update "patients" set "lmp" = $1 where "id" = $2\nparams: 2026-07-05,Anxiety Support',
      ),
      { cause: { code: '23505', message: 'duplicate key value' } },
    );
    const logged = loggableError(err);
    expect(JSON.stringify(logged)).not.toContain('2026-07-05');
    expect(JSON.stringify(logged)).not.toContain('Anxiety');
    expect(logged.message).toBe('Failed query: update "patients" set "lmp" = $1 where "id" = $2');
    expect(logged.code).toBe('23505');
  });

  it('keeps an ordinary error readable', () => {
    expect(loggableError(new TypeError('x is not a function'))).toMatchObject({
      type: 'TypeError',
      message: 'x is not a function',
    });
  });
});
