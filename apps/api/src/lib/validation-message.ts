import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import { fieldMessages } from '@care/contracts/common/messages';

// A 400 names the field and says what is wrong (issue 18: the provider's apps and other clients
// are debugged from the message alone). A rule's own message (the spec's words, written in the
// contracts) is answered as it is; zod's default wording, written for developers, becomes
// "<field> is required." or "<field> is not valid." with the field as the request spells it.

/** A zod issue, or one of fastify-type-provider-zod's validation items made from one. */
export interface ValidationIssue {
  message?: string;
  /** zod's issue code ('invalid_type', 'too_small'...); the provider's items call it `keyword`. */
  code?: string;
  keyword?: string;
  path?: readonly PropertyKey[];
  /** The provider's items: '/reports/0/title'. */
  instancePath?: string;
}

/** zod's default messages (its English locale), which are never shown to a person. */
const ZOD_DEFAULT =
  /^(Invalid input|Invalid option|Invalid string:|Invalid number:|Invalid key in|Invalid value in|Invalid discriminator value|Too big:|Too small:|Unrecognized keys?:|Expected )|^Invalid [A-Za-z0-9 ]+$/;

export function isDefaultZodMessage(message: string | undefined): boolean {
  return !message || ZOD_DEFAULT.test(message);
}

function pathOf(issue: ValidationIssue): (string | number)[] {
  if (issue.path) return issue.path.map((p) => (typeof p === 'symbol' ? String(p.description) : p));
  return (issue.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/** `reports[0].title`: the field as a client would write it. */
export function fieldName(path: readonly (string | number)[]): string {
  return path.reduce<string>(
    (name, part) => (typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    '',
  );
}

/** The message for a request that failed validation: its first issue, in words. */
export function validationMessage(issues: readonly ValidationIssue[]): string {
  const issue = issues[0];
  if (!issue) return DEFAULT_MESSAGE;
  if (!isDefaultZodMessage(issue.message)) return issue.message!;
  const name = fieldName(pathOf(issue));
  // The request as a whole (no body, a body that is not an object): no field to name.
  if (!name) return DEFAULT_MESSAGE;
  const code = issue.code ?? issue.keyword;
  const missing = code === 'invalid_type' && /received (undefined|null)$/.test(issue.message ?? '');
  return missing ? fieldMessages.required(name) : fieldMessages.invalid(name);
}
