import { contactEnquiryBody } from '@care/contracts/support/schemas';
import { describe, expect, it } from 'vitest';
import { zodValidate } from './zod-form';

describe('zodValidate', () => {
  const validate = zodValidate(contactEnquiryBody);

  it('returns the first message of each failing field', () => {
    expect(validate({ name: '', phone: '', email: '', message: '' })).toEqual({
      name: 'Please enter full name',
      phone: 'Please enter phone number',
      email: 'Please enter email id',
    });
  });

  it('returns no errors for valid values', () => {
    expect(validate({ name: 'Asha Rao', phone: '9876543210', email: 'a@b.in', message: '' })).toEqual({});
  });
});
