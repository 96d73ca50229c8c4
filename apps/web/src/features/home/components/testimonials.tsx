import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { QuoteIcon, StarFilledIcon } from './home-icons';
import { HomeSection } from './home-section';
import { testimonials } from './testimonials.data';
import classes from './testimonials.module.css';

function Stars({ rating }: { rating: number }) {
  return (
    <Group gap={2} role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Text key={n} component="span" c={n <= rating ? 'yellow.6' : 'gray.3'} style={{ display: 'flex' }}>
          <StarFilledIcon size={16} />
        </Text>
      ))}
    </Group>
  );
}

/** What patients say (hard-coded sample data, spec section 2). */
export function Testimonials() {
  return (
    <HomeSection id="testimonials" title="What our patients say">
      {/* On phones the row scrolls sideways: focusable, so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1) */}
      <div className={classes.row} role="group" aria-label="Patient stories" tabIndex={0}>
        {testimonials.map((t) => (
          <Card key={t.firstName} component="figure" m={0} shadow="xs">
            <Stack gap="sm" h="100%" justify="space-between">
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start">
                  <Stars rating={t.rating} />
                  <Text c="rose.2" component="span" style={{ display: 'flex' }}>
                    <QuoteIcon size={26} />
                  </Text>
                </Group>
                <Text component="blockquote" m={0} fz="sm" lh={1.6} c="dark.7">
                  {t.quote}
                </Text>
              </Stack>
              <Group component="figcaption" gap="sm" wrap="nowrap">
                <Avatar color="sea" radius="xl" aria-hidden="true">
                  {t.firstName.charAt(0)}
                </Avatar>
                <div>
                  <Text fw={700} fz="sm" c="dark.8">
                    {t.firstName}, {t.city}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t.service}
                  </Text>
                </div>
              </Group>
            </Stack>
          </Card>
        ))}
      </div>
    </HomeSection>
  );
}
