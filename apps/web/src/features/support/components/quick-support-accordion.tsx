import type { QuickSupportCategory } from '@care/contracts/support/schemas';
import { Accordion, type AccordionProps, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { SafeHtml } from '@/components/safe-html';
import { helplineParts } from '@/features/assistant';
import { decodeHtml } from '@/lib/decode-html';

type QuestionAnswer = QuickSupportCategory['quick_support_question_answer'][number];
type HeadingOrder = NonNullable<AccordionProps['order']>;

/** Top-level topics are h2; each nesting level goes one heading level down (to h6 at most). */
function headingOrder(depth: number): HeadingOrder {
  return Math.min(2 + depth, 6) as HeadingOrder;
}

function AnswerText({ answer }: { answer: string }) {
  const html = useMemo(() => decodeHtml(answer), [answer]);
  // Helpline numbers in an answer (112, Tele-MANAS...) are tap-to-call, as in the assistant.
  return <SafeHtml html={html} fz="sm" c="dark.7" telLinks={helplineParts} />;
}

function Questions({ items, depth }: { items: QuestionAnswer[]; depth: number }) {
  return (
    <Accordion variant="contained" radius="md" order={headingOrder(depth)} chevronPosition="right">
      {items.map((qa) => (
        <Accordion.Item key={qa._id} value={qa._id} bg="white">
          <Accordion.Control>
            <Text fw={500} fz="sm">
              {qa.question}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <AnswerText answer={qa.answer} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function CategoryContent({ category, depth }: { category: QuickSupportCategory; depth: number }) {
  const questions = category.quick_support_question_answer;
  const hasChildren = category.children.length > 0;
  if (questions.length === 0 && !hasChildren) {
    return (
      <Text fz="sm" c="dimmed">
        No questions in this topic yet.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {questions.length > 0 && <Questions items={questions} depth={depth} />}
      {hasChildren && <CategoryList categories={category.children} depth={depth} />}
    </Stack>
  );
}

function CategoryList({ categories, depth }: { categories: QuickSupportCategory[]; depth: number }) {
  const top = depth === 0;
  return (
    <Accordion
      multiple
      variant={top ? 'separated' : 'default'}
      radius="lg"
      order={headingOrder(depth)}
      chevronPosition="right"
    >
      {categories.map((category) => (
        <Accordion.Item key={category._id} value={category._id} bg={top ? 'white' : undefined}>
          <Accordion.Control>
            <Text fw={top ? 700 : 600} fz={top ? 'md' : 'sm'} c={top ? 'rose.9' : 'sea.9'}>
              {category.name}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <CategoryContent category={category} depth={depth + 1} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** Category → subcategories (any depth) → questions, each answer sanitised before it is shown. */
export function QuickSupportAccordion({ categories }: { categories: QuickSupportCategory[] }) {
  return <CategoryList categories={categories} depth={0} />;
}
