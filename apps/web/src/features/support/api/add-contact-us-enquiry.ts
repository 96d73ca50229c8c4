import type { ContactEnquiryBody } from '@care/contracts/support/schemas';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends the enquiry; resolves with the server's message ('Enquiry Sent Successfully.'). */
export async function addContactUsEnquiry(body: ContactEnquiryBody): Promise<string> {
  const res = await api('patient/add-contact-us-enquiry', { method: 'POST', body });
  return res.message;
}

export const addContactUsEnquiryMutationOptions = mutationOptions({
  mutationKey: ['contact-us-enquiry'],
  mutationFn: addContactUsEnquiry,
});

export function useAddContactUsEnquiry() {
  return useMutation(addContactUsEnquiryMutationOptions);
}
