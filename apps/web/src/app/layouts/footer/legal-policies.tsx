import { List, Modal, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';

type Policy = 'privacy' | 'cookie';

interface PolicyProps {
  brandName: string;
  email: string | undefined;
}

function contactLine(email: string | undefined) {
  return email ? `write to us at ${email}` : 'use the Contact Us page';
}

function PrivacyPolicy({ brandName, email }: PolicyProps) {
  return (
    <Stack gap="sm">
      <Text>
        {brandName} looks after your personal and health information with care. This summary explains what
        we collect and why.
      </Text>
      <Title order={3} fz="md">
        What we collect
      </Title>
      <List spacing={4} fz="sm">
        <List.Item>Your account details: name, phone number, e-mail, date of birth and gender.</List.Item>
        <List.Item>
          Health details you choose to share: interests, pregnancy stage, menstrual dates, mood check-ins and
          reports.
        </List.Item>
        <List.Item>Appointment, payment and support records.</List.Item>
      </List>
      <Title order={3} fz="md">
        How we use it
      </Title>
      <Text fz="sm">
        Only to provide your care: personalising content, booking and running consultations, sharing reports
        with the experts you consult, and answering your enquiries. We do not sell your data or use it for
        advertising.
      </Text>
      <Title order={3} fz="md">
        Your choices
      </Title>
      <Text fz="sm">
        You can update your profile at any time. To get a copy of your data or ask us to delete it,{' '}
        {contactLine(email)}.
      </Text>
    </Stack>
  );
}

function CookiePolicy({ email }: PolicyProps) {
  return (
    <Stack gap="sm">
      <Text>
        This app keeps a small amount of information in your browser&apos;s storage so that it works as you
        expect.
      </Text>
      <List spacing={4} fz="sm">
        <List.Item>
          <strong>Sign-in:</strong> your session token and basic profile details keep you signed in on this
          device until you sign out.
        </List.Item>
        <List.Item>
          <strong>Preferences:</strong> your pregnancy week and chosen interests shape the content you see.
        </List.Item>
      </List>
      <Text fz="sm">
        We do not use advertising or third-party tracking cookies. Signing out removes the stored details from
        this device. For questions, {contactLine(email)}.
      </Text>
    </Stack>
  );
}

const titles: Record<Policy, string> = { privacy: 'Privacy Policy', cookie: 'Cookie Policy' };

/** Footer links that open the short legal policies in a dialog. */
export function LegalPolicies(props: PolicyProps) {
  const [open, setOpen] = useState<Policy | null>(null);
  return (
    <>
      {(Object.keys(titles) as Policy[]).map((policy) => (
        <UnstyledButton
          key={policy}
          className="footer-link"
          onClick={() => setOpen(policy)}
          aria-haspopup="dialog"
        >
          {titles[policy]}
        </UnstyledButton>
      ))}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? titles[open] : ''}
        size="lg"
        radius="lg"
        centered
      >
        {open === 'privacy' && <PrivacyPolicy {...props} />}
        {open === 'cookie' && <CookiePolicy {...props} />}
      </Modal>
    </>
  );
}
