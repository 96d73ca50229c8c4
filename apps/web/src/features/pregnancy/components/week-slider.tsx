import { weekLabel } from '@care/contracts/common/dates';
import { PREGNANCY_WEEKS, WEEK_SLIDES } from '@care/contracts/pregnancy/constants';
import { ArrowLeftIcon, ArrowRightIcon } from '@care/ui/icons/care-icons';
import { ActionIcon, Group } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { weekStep, weeksAround, wrapWeek } from '../lib/slider-weeks';
import classes from './week-slider.module.css';

/** Hidden slides rendered on each side of the seven visible ones (must match the CSS --buffer). */
const BUFFER = 3;
const RENDERED = WEEK_SLIDES + 2 * BUFFER;
/** A horizontal move shorter than this is a tap, not a swipe. */
const SWIPE_MIN_PX = 24;

interface WeekSliderProps {
  /** The selected week (1-40), always in the middle. */
  week: number;
  /** The patient's own week, for the Current / Past / Future labels. */
  currentWeek: number;
  onChange: (week: number) => void;
  /** Shown left of the arrows (the tracker's heading). */
  heading: ReactNode;
}

/**
 * The week slider of spec section 2: seven slides centred on the selected week and wrapping
 * round (week 1 sits next to 40). Our own small strip rather than @mantine/carousel: the
 * selected week must always be the middle slide, a ring of 40 needs no cloned slides here,
 * and it keeps Embla out of the home page's first download. Tap a slide, use the arrows,
 * swipe, or press the arrow keys. No previous arrow at week 1 and no next arrow at week 40.
 */
export function WeekSlider({ week, currentWeek, onChange, heading }: WeekSliderProps) {
  const reduceMotion = useReducedMotion();
  const viewport = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const [animating, setAnimating] = useState(false);
  const offsetRef = useRef(0);
  const shownWeek = useRef(week);
  const drag = useRef<{ x: number; id: number } | null>(null);
  const swiped = useRef(false);
  const middle = useRef<HTMLButtonElement>(null);

  const moveTo = useCallback((value: number, animate: boolean) => {
    offsetRef.current = value;
    setOffset(value);
    setAnimating(animate);
  }, []);

  // A new week re-centres the strip; start it where the old one was drawn and glide to rest.
  useLayoutEffect(() => {
    const step = weekStep(shownWeek.current, week);
    shownWeek.current = week;
    if (step === 0) return;
    const start = offsetRef.current + step;
    if (reduceMotion || Math.abs(start) > BUFFER + 0.5) {
      moveTo(0, false);
      return;
    }
    moveTo(start, false);
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => moveTo(0, true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [week, reduceMotion, moveTo]);

  const slideWidth = () => (viewport.current?.clientWidth ?? 0) / WEEK_SLIDES || 1;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    drag.current = { x: e.clientX, id: e.pointerId };
    swiped.current = false;
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || drag.current.id !== e.pointerId) return;
    const dx = e.clientX - drag.current.x;
    if (Math.abs(dx) > 6) swiped.current = true;
    if (swiped.current) moveTo(dx / slideWidth(), false);
  };
  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || drag.current.id !== e.pointerId) return;
    const dx = e.clientX - drag.current.x;
    drag.current = null;
    if (!swiped.current) return;
    let steps = -Math.round(dx / slideWidth());
    if (steps === 0 && Math.abs(dx) >= SWIPE_MIN_PX) steps = dx < 0 ? 1 : -1;
    steps = Math.max(-BUFFER, Math.min(BUFFER, steps));
    if (steps === 0) moveTo(0, true);
    else onChange(wrapWeek(week + steps));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowLeft' && week > 1) onChange(week - 1);
    else if (e.key === 'ArrowRight' && week < PREGNANCY_WEEKS) onChange(week + 1);
    else return;
    e.preventDefault();
  };

  const weeks = weeksAround(week, RENDERED);

  return (
    <div>
      <Group justify="space-between" wrap="nowrap" gap="sm" mb="sm">
        <div style={{ minWidth: 0 }}>{heading}</div>
        <Group gap={8} wrap="nowrap">
          {week > 1 && (
            <ActionIcon
              variant="light"
              size={40}
              radius="xl"
              aria-label="Previous week"
              onClick={() => onChange(week - 1)}
            >
              <ArrowLeftIcon size={20} />
            </ActionIcon>
          )}
          {week < PREGNANCY_WEEKS && (
            <ActionIcon
              variant="light"
              size={40}
              radius="xl"
              aria-label="Next week"
              onClick={() => onChange(week + 1)}
            >
              <ArrowRightIcon size={20} />
            </ActionIcon>
          )}
        </Group>
      </Group>
      <div
        ref={viewport}
        role="group"
        aria-label="Pregnancy weeks"
        className={classes.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={() => {
          drag.current = null;
          if (swiped.current) moveTo(0, true);
        }}
        onKeyDown={onKeyDown}
      >
        <div
          className={`${classes.track} ${animating ? classes.animating : ''}`}
          style={{ '--offset': offset } as CSSProperties}
          onTransitionEnd={() => setAnimating(false)}
        >
          {weeks.map((w, i) => {
            const visible = i >= BUFFER && i < BUFFER + WEEK_SLIDES;
            const label = weekLabel(w, currentWeek);
            const selected = i === BUFFER + Math.floor(WEEK_SLIDES / 2);
            const className = [
              classes.slide,
              selected ? classes.selected : '',
              w === currentWeek ? classes.current : '',
            ].join(' ');
            return (
              <button
                // Position keys: the strip re-centres by moving, not by remounting slides.
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are positions on the strip
                key={i}
                type="button"
                className={className}
                aria-hidden={visible ? undefined : true}
                tabIndex={visible ? undefined : -1}
                aria-pressed={visible ? selected : undefined}
                aria-label={`Week ${w}, ${label}`}
                ref={selected ? middle : undefined}
                onClick={(e) => {
                  if (swiped.current) {
                    swiped.current = false;
                    return;
                  }
                  if (w === week) return;
                  onChange(w);
                  // Chosen with the keyboard: follow the week to the middle instead of staying on a side slide.
                  if (e.detail === 0) middle.current?.focus({ preventScroll: true });
                }}
              >
                <span className={classes.number}>{w}</span>{' '}
                {/* The space keeps "18 Past week" the visible text inside the name (WCAG 2.5.3). */}
                <span className={classes.label}>{label}</span>
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
