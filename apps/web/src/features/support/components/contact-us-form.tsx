import { ApiError } from '@care/api-client/api-client';
import { DEFAULT_MESSAGE, PHONE_LENGTH, PHONE_PREFIX } from '@care/contracts/common/constants';
import { contactEnquiryBody } from '@care/contracts/support/schemas';
import { zodValidate } from '@care/ui/zod-form';
import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useAddContactUsEnquiry } from '../api/add-contact-us-enquiry';
import { EnquirySentDialog } from './enquiry-sent-dialog';

interface ContactFormValues {
  name: string;
  phone: string;
  email: string;
  message: string;
}

const emptyEnquiry: ContactFormValues = { name: '', phone: '', email: '', message: '' };

export function ContactUsForm() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const enquiry = useAddContactUsEnquiry();
  const form = useForm<ContactFormValues>({
    initialValues: emptyEnquiry,
    validate: zodValidate<ContactFormValues>(contactEnquiryBody),
  });

  const submit = form.onSubmit((values) => {
    // The schema trims and lower-cases the e-mail; send exactly what the API will accept.
    enquiry.mutate(contactEnquiryBody.parse(values), {
      onSuccess: (message) => {
        setSentMessage(message);
        form.reset();
      },
      onError: (error) => {
        notifications.show({
          color: 'red',
          title: 'Your enquiry was not sent',
          message: error instanceof ApiError ? error.message : DEFAULT_MESSAGE,
        });
      },
    });
  });

  const phoneProps = form.getInputProps('phone');

  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Contact us">
        <Stack gap="md">
          <TextInput
            label="Full Name"
            placeholder="Your full name"
            autoComplete="name"
            withAsterisk
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Phone Number"
            placeholder="10-digit mobile number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_LENGTH}
            withAsterisk
            leftSection={
              <Text fz="sm" fw={600} c="dark.6">
                {PHONE_PREFIX}
              </Text>
            }
            leftSectionWidth={48}
            key={form.key('phone')}
            {...phoneProps}
            onChange={(event) =>
              form.setFieldValue('phone', event.currentTarget.value.replace(/\D/g, '').slice(0, PHONE_LENGTH))
            }
          />
          <TextInput
            label="Email ID"
            placeholder="you@example.com"
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Textarea
            label="Message"
            description="Optional"
            placeholder="How can we help you?"
            autosize
            minRows={4}
            maxRows={10}
            key={form.key('message')}
            {...form.getInputProps('message')}
          />
          <Button type="submit" size="md" loading={enquiry.isPending} fullWidth>
            Submit
          </Button>
        </Stack>
      </form>
      <EnquirySentDialog message={sentMessage} onClose={() => setSentMessage(null)} />
    </>
  );
}
