import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A count that runs up (or down) to each new value over `durationMs`, easing out, so a refresh
 * that changes a figure catches the eye; shown at once for users who prefer reduced motion.
 * data-value holds the target, for tests and assistive reading.
 */
export function AnimatedNumber({ value, durationMs = 900, testId }: { value: number; durationMs?: number; testId?: string }) {
  // The first value shows as it is: run up from 0, it read as none while the page was still busy.
  const [shown, setShown] = useState(value);
  const current = useRef(value);
  const instant = reducedMotion();
  const { i18n } = useTranslation();

  useEffect(() => {
    if (instant) return;
    const origin = current.current;
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      const next = Math.round(origin + (value - origin) * (1 - (1 - progress) ** 3));
      current.current = next;
      setShown(next);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, durationMs, instant]);

  return (
    <span data-testid={testId} data-value={value}>
      {(instant ? value : shown).toLocaleString(i18n.language)}
    </span>
  );
}
