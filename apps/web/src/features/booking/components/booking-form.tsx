import { ApiError } from '@care/api-client/api-client';
import { CONSULTATIONS, FEE_TYPE_LABELS, FEE_TYPES } from '@care/contracts/booking/constants';
import { bookingFormMessages as f } from '@care/contracts/booking/messages';
import type { CouponResult } from '@care/contracts/booking/schemas';
import { ADULT_DAYS, DATE_FORMAT_SHOWN, PHONE_LENGTH, PHONE_PREFIX } from '@care/contracts/common/constants';
import { addDays, todayIso } from '@care/contracts/common/dates';
import { formatRupees } from '@care/contracts/common/money';
import type { Doctor } from '@care/contracts/experts/schemas';
import { GENDER_LABELS, GENDERS } from '@care/contracts/patient/constants';
import { lazySchema, whenLoaded } from '@care/ui/zod-form';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { BookingTerms } from '@/components/booking-terms';
import { LazySelect } from '@/components/lazy-select';
import type { BookingNavigationState } from '@/lib/booking-navigation';
import { useFieldForm } from '@/lib/field-form';
import { useSession } from '@/lib/use-session';
import { useBookAppointment } from '../api/book-appointment';
import { useFamilyMembers } from '../api/get-family-members';
import { useTerms } from '../api/get-terms';
import {
  type BookingFormValues,
  familyMemberFields,
  feeOfChoice,
  initialBookingValues,
  personFields,
} from '../lib/booking-form-values';
import type { CheckoutOrder } from '../lib/checkout-types';
import { couponCoverText } from '../lib/coupon-cover';
import { sessionMinutes } from '../lib/session-minutes';
import type { PaymentEnd } from '../lib/use-checkout';
import { type Attachment, AttachmentsField } from './attachments-field';
import { CouponField } from './coupon-field';
import { DobInput } from './dob-input';
import type { BookingOutcome } from './payment-outcome-dialog';
import tapTargets from './tap-targets.module.css';

const bookingSchema = lazySchema(() =>
  import('@care/contracts/booking/schemas').then((m) => m.bookingRequestSchema),
);

// The terms dialog (a Modal and the HTML sanitiser) loads when the patient reaches for its link.
const PERSON_CHOICES = [
  { value: 'self', label: 'For me' },
  { value: 'else', label: 'For someone else' },
] as const;

const importTermsDialog = () => import('./terms-dialog');
const TermsDialog = lazy(() => importTermsDialog().then((m) => ({ default: m.TermsDialog })));

const CONSULTATION_LABELS = { first: 'First consultation', follow_up: 'Follow-up' } as const;

interface BookingFormProps {
  doctor: Doctor;
  booking: BookingNavigationState;
  /** The hold has run out: the form stays (nothing typed is lost) but cannot be sent. */
  expired: boolean;
  pay: (order: CheckoutOrder) => Promise<PaymentEnd>;
  onOutcome: (outcome: BookingOutcome) => void;
  /** Who the booking is for, once saved (the success dialog's words and links). */
  onBooked?: (booked: { bookingId: string; someOneElse: boolean }) => void;
}

/**
 * The booking form of spec section 5, for the patient's own account or someone else, with
 * the price the server decides. Pay saves the booking, then opens the checkout unless the
 * server says nothing is to be paid (skip_payment).
 */
export function BookingForm({ doctor, booking, expired, pay, onOutcome, onBooked }: BookingFormProps) {
  const patient = useSession();
  const type = booking.type;
  const terms = useTerms(type);
  const [termsOpen, setTermsOpen] = useState(false);
  // Mounted from the first opening on, so the dialog's closing transition and focus return run.
  const [termsUsed, setTermsUsed] = useState(false);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [coupon, setCoupon] = useState<CouponResult | null>(null);
  const [paying, setPaying] = useState(false);
  const book = useBookAppointment();
  const latestAdultDob = addDays(todayIso(), -ADULT_DAYS);

  const fixed = useMemo(
    () => ({
      type,
      doctor_id: booking.doctorId,
      date: booking.sendDate,
      time_slot_start: booking.slot.start_time,
      time_slot_end: booking.slot.end_time,
      tnc_id: terms.data?._id ?? '',
    }),
    [type, booking, terms.data?._id],
  );

  const form = useFieldForm<BookingFormValues>({
    initialValues: initialBookingValues(patient),
    // A coupon was checked against one price; another choice needs it checked again.
    onValuesChange: (next, previous) => {
      if (
        next.fee_type !== previous.fee_type ||
        next.is_this_your_first_consultation !== previous.is_this_your_first_consultation
      )
        setCoupon(null);
    },
    validate: (values) =>
      bookingSchema.validate({ ...fixed, ...values, dob: values.dob ?? '', file_path: [] }),
  });
  // The schema (zod and the booking contract) loads on the form's first interaction, not with
  // the page; a submit before it is there waits for it (whenLoaded).
  const loadSchema = () => void bookingSchema.load();

  const fee = feeOfChoice(doctor, form.values);

  const switchPerson = (someOneElse: boolean) => {
    form.setValues({ some_one_else: someOneElse, ...personFields(someOneElse, patient) });
    setSavedPerson(null);
    form.clearErrors();
  };
  const [savedPerson, setSavedPerson] = useState<string | null>(null);
  const family = useFamilyMembers(form.values.some_one_else);
  const pickSaved = (index: string | null) => {
    setSavedPerson(index);
    const person = index === null ? undefined : family.data?.[Number(index)];
    form.setValues(person ? familyMemberFields(person) : personFields(true, patient));
    form.clearErrors();
  };

  const submit = form.onSubmit(async (values) => {
    book.reset();
    let result: Awaited<ReturnType<typeof book.mutateAsync>>;
    try {
      result = await book.mutateAsync({
        ...fixed,
        ...values,
        dob: values.dob ?? '',
        coupon_code: coupon ? values.coupon_code : '',
        amount: coupon ? coupon.total_amount : fee,
        report_id: [],
        file_path: attachments.map(({ title, file_path }) => ({ title, file_path })),
      });
    } catch {
      return; // The server's message is shown above the Pay button.
    }
    onBooked?.({ bookingId: result.book_appointment_id, someOneElse: values.some_one_else });
    if (result.skip_payment || !result.razorpay_order_id) {
      onOutcome({ kind: 'free', appointmentNo: result.appointment_no });
      return;
    }
    setPaying(true);
    try {
      const end = await pay({
        orderId: result.razorpay_order_id,
        amount: result.amount,
        keyId: result.key_id,
        description: `Consultation with ${doctor.salutation.value} ${doctor.fname} ${doctor.lname}`,
        prefill: { name: values.full_name, email: values.email, contact: values.phone },
      });
      onOutcome(end);
    } finally {
      setPaying(false);
    }
  });

  const total = coupon ? coupon.total_amount : fee;
  const coverText = coupon ? couponCoverText(coupon) : null;
  const busy = book.isPending || paying;
  const someoneElse = form.values.some_one_else;

  return (
    <form
      onSubmit={whenLoaded(bookingSchema, submit)}
      noValidate
      aria-label="Consultation booking"
      className={tapTargets.targets}
      onFocus={loadSchema}
      onPointerDown={loadSchema}
    >
      <Stack gap="lg">
        {/* Radio cards like the form's other choices (a SegmentedControl added 2.9 KB to the
            page's first download, which its budget of 200 KB could not take). */}
        <Radio.Group
          label="Who is this consultation for?"
          value={someoneElse ? 'else' : 'self'}
          onChange={(v) => switchPerson(v === 'else')}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="sm">
            {PERSON_CHOICES.map(({ value, label }) => (
              <Radio.Card key={value} value={value} p="sm" radius="md" disabled={busy}>
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <Text fw={600}>{label}</Text>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>

        {type === 'mhc' ? (
          <Radio.Group label="Counselling type" withAsterisk {...form.getInputProps('fee_type')}>
            <SimpleGrid cols={{ base: 1, xs: 3 }} mt="xs" spacing="sm">
              {FEE_TYPES.map((t) => (
                <Radio.Card key={t} value={t} p="md" radius="md" disabled={busy}>
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator />
                    <div>
                      <Text fw={600}>{FEE_TYPE_LABELS[t]}</Text>
                      <Text fz="sm" c="dimmed">
                        {formatRupees(
                          feeOfChoice(doctor, { fee_type: t, is_this_your_first_consultation: '' }) ?? 0,
                        )}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        ) : (
          <Radio.Group
            label="Is this your first consultation?"
            withAsterisk
            {...form.getInputProps('is_this_your_first_consultation')}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="sm">
              {CONSULTATIONS.map((c) => (
                <Radio.Card key={c} value={c} p="md" radius="md" disabled={busy}>
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator />
                    <div>
                      <Text fw={600}>{CONSULTATION_LABELS[c]}</Text>
                      <Text fz="sm" c="dimmed">
                        {formatRupees(
                          feeOfChoice(doctor, { fee_type: '', is_this_your_first_consultation: c }) ?? 0,
                        )}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}

        <Divider label={someoneElse ? 'Patient details' : 'Your details'} labelPosition="left" />
        {someoneElse && (family.data?.length ?? 0) > 0 && (
          <LazySelect
            label="Booked for before"
            description="Fills in the details of someone you booked for earlier."
            placeholder="Choose a person"
            data={(family.data ?? []).map((p, i) => ({ value: String(i), label: p.full_name }))}
            value={savedPerson}
            onChange={pickSaved}
            clearable
            size="md"
            disabled={busy}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Full name"
            withAsterisk
            autoComplete={someoneElse ? 'off' : 'name'}
            maxLength={someoneElse ? 30 : 100}
            disabled={busy}
            key={form.key('full_name')}
            {...form.getInputProps('full_name')}
          />
          <LazySelect
            label="Gender"
            withAsterisk
            placeholder="Select gender"
            data={GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))}
            allowDeselect={false}
            size="md"
            disabled={busy}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('gender')}
            // '' is "none chosen": Select shows its placeholder only for null, and would otherwise
            // keep showing the last label (issue 19: someone else's form still read 'Woman').
            value={form.values.gender || null}
          />
          <DobInput
            label="Date of birth"
            withAsterisk
            placeholder={DATE_FORMAT_SHOWN}
            valueFormat={DATE_FORMAT_SHOWN}
            defaultDate={latestAdultDob}
            maxDate={latestAdultDob}
            defaultLevel="decade"
            size="md"
            disabled={busy}
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('dob')}
          />
          <TextInput
            label="Email ID"
            type="email"
            withAsterisk
            autoComplete={someoneElse ? 'off' : 'email'}
            disabled={busy}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone number"
            type="tel"
            inputMode="numeric"
            withAsterisk
            autoComplete={someoneElse ? 'off' : 'tel-national'}
            maxLength={PHONE_LENGTH}
            leftSection={
              <Text fz="sm" fw={600} c="dark.6">
                {PHONE_PREFIX}
              </Text>
            }
            leftSectionWidth={48}
            disabled={busy}
            key={form.key('phone')}
            {...form.getInputProps('phone')}
            onChange={(e) =>
              form.setFieldValue('phone', e.currentTarget.value.replace(/\D/g, '').slice(0, PHONE_LENGTH))
            }
          />
        </SimpleGrid>

        <Radio.Group label="Referred by" withAsterisk {...form.getInputProps('referred_by')}>
          <Group mt="xs" gap="lg">
            <Radio value="self" label="Self" disabled={busy} />
            <Radio value="doctor" label="Doctor" disabled={busy} />
          </Group>
        </Radio.Group>
        {form.values.referred_by === 'doctor' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Doctor name"
              withAsterisk
              maxLength={100}
              disabled={busy}
              key={form.key('referred_by_doctor')}
              {...form.getInputProps('referred_by_doctor')}
            />
            <TextInput
              label="Hospital/Clinic Address"
              withAsterisk
              maxLength={300}
              disabled={busy}
              key={form.key('referred_by_clinic_or_hospital')}
              {...form.getInputProps('referred_by_clinic_or_hospital')}
            />
          </SimpleGrid>
        )}

        <AttachmentsField value={attachments} onChange={setAttachments} disabled={busy} />

        <CouponField
          code={form.values.coupon_code}
          onCode={(code) => form.setFieldValue('coupon_code', code)}
          applied={coupon}
          onApplied={setCoupon}
          question={
            fee === null
              ? null
              : {
                  doctor_id: booking.doctorId,
                  type,
                  fee_type: type === 'mhc' ? form.values.fee_type || null : null,
                  is_this_your_first_consultation:
                    type === 'gc' ? form.values.is_this_your_first_consultation || null : null,
                }
          }
          needsChoice={type === 'mhc' ? f.counsellingType : f.firstConsultation}
          disabled={busy}
        />

        <Stack
          gap={6}
          p="md"
          bg="sea.0"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          aria-label="Price"
        >
          <Title order={3} fz="sm">
            Price summary
          </Title>
          <Group justify="space-between">
            <Text fz="sm">Consultation fee</Text>
            <Text fz="sm">{fee === null ? '—' : formatRupees(coupon ? coupon.original_amount : fee)}</Text>
          </Group>
          {coupon && (
            <Group justify="space-between">
              <Text fz="sm">Coupon discount</Text>
              <Text fz="sm" c="sea.8">
                − {formatRupees(coupon.discount)}
              </Text>
            </Group>
          )}
          {coverText && (
            <Text fz="sm" c="sea.8" role="note">
              {coverText}
            </Text>
          )}
          <Divider />
          <Group justify="space-between">
            <Text fw={700}>Total payable</Text>
            <Text fw={700}>{total === null ? '—' : formatRupees(total)}</Text>
          </Group>
        </Stack>

        <Stack gap="xs">
          <Checkbox
            label="I confirm I am 18 years of age or above"
            disabled={busy}
            {...form.getInputProps('is_accepted_my_age_is_18_and_above', { type: 'checkbox' })}
          />
          <Checkbox
            label={
              <span>
                I accept the{' '}
                <Anchor
                  component="button"
                  type="button"
                  fz="sm"
                  underline="always"
                  onPointerEnter={() => void importTermsDialog()}
                  onFocus={() => void importTermsDialog()}
                  onClick={() => {
                    setTermsUsed(true);
                    setTermsOpen(true);
                  }}
                >
                  terms &amp; conditions
                </Anchor>
              </span>
            }
            disabled={busy}
            {...form.getInputProps('is_accepted_tnc', { type: 'checkbox' })}
          />
        </Stack>

        {book.isError && (
          <Alert color="red" variant="light" role="alert">
            {book.error instanceof ApiError ? book.error.message : String(book.error)}
          </Alert>
        )}
        {terms.isError && (
          <Alert color="red" variant="light" role="alert">
            The terms &amp; conditions could not be loaded. Please refresh the page.
          </Alert>
        )}
        <BookingTerms minutes={sessionMinutes(booking.slot)} />
        <Button type="submit" size="lg" loading={busy} disabled={expired || !terms.data}>
          {total === 0 ? 'Confirm booking' : total ? `Pay ${formatRupees(total)}` : 'Pay'}
        </Button>
      </Stack>

      {termsUsed && (
        <Suspense fallback={null}>
          <TermsDialog
            opened={termsOpen}
            onClose={() => setTermsOpen(false)}
            html={terms.data?.description ?? null}
          />
        </Suspense>
      )}
    </form>
  );
}
