import { quickSupportAnswerBody, type StaffQuickSupportQuestion } from '@care/contracts/content/schemas';
import { zodValidate } from '@care/ui/zod-form';
import { Alert, Button, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useSaveAnswer } from '../api/quick-support';
import { HtmlPreview } from './html-preview';
import { RichTextField } from './rich-text-field';

interface Values {
  category_id: string;
  question: string;
  answer: string;
}

/** Adds or edits a quick-support question and its answer, in the same editor as articles. */
export function AnswerForm({
  question,
  categoryId,
  categories,
  onDone,
}: {
  question: StaffQuickSupportQuestion | null;
  categoryId: string;
  categories: { value: string; label: string }[];
  onDone: (message: string) => void;
}) {
  const save = useSaveAnswer();
  const [showPreview, setShowPreview] = useState(false);
  const form = useForm<Values>({
    initialValues: {
      category_id: question?.category_id ?? categoryId,
      question: question?.question ?? '',
      answer: question?.answer ?? '',
    },
    validate: zodValidate(quickSupportAnswerBody),
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit((values) =>
    save.mutate({ id: question?.id ?? null, body: values }, { onSuccess: (done) => onDone(done.message) }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={question ? 'Edit the answer' : 'New question'}>
      <Stack gap="sm">
        <Select
          label="Category"
          data={categories}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('category_id')}
        />
        <TextInput label="Question" required maxLength={300} {...form.getInputProps('question')} />
        <RichTextField
          label="Answer"
          value={form.values.answer}
          onChange={(html) => form.setFieldValue('answer', html)}
          error={form.errors.answer as string | undefined}
        />
        <Switch
          label="Show the preview"
          checked={showPreview}
          onChange={(e) => setShowPreview(e.currentTarget.checked)}
        />
        {showPreview && <HtmlPreview html={form.values.answer} />}
        {save.isError && (
          <Alert color="red" variant="light" role="alert" title="Not saved">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {question ? 'Save answer' : 'Add question'}
          </Button>
          <Button variant="default" onClick={() => onDone('')}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
