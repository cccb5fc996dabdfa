import { useEffect, useRef, useState } from 'react';

/**
 * The counter's value `elapsed` ms into a count of `duration` ms from `start` to `end`: fast at
 * first, slowing to the end (the template's easeOutExpo, scaled so it lands on `end` exactly).
 */
export function countValue(start: number, end: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return end;
  const progress = ((1 - 2 ** ((-10 * Math.max(elapsed, 0)) / duration)) * 1024) / 1023;
  return start + (end - start) * progress;
}

export type CountStatus = 'idle' | 'running' | 'paused' | 'done';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * An animated count from `start` to `end` over `duration` ms, on animation frames: start, pause
 * (keeping the time counted), resume and reset. With reduced motion asked for, starting shows the end at once.
 */
export function useCountTo(start: number, end: number, duration: number) {
  const [status, setStatus] = useState<CountStatus>('idle');
  const [value, setValue] = useState(start);
  const frame = useRef(0);
  const counted = useRef(0);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const finish = () => {
    setValue(end);
    setStatus('done');
  };
  const run = (alreadyCounted: number) => {
    if (prefersReducedMotion()) return finish();
    const began = performance.now() - alreadyCounted;
    const step = (now: number) => {
      counted.current = now - began;
      if (counted.current >= duration) return finish();
      setValue(countValue(start, end, counted.current, duration));
      frame.current = requestAnimationFrame(step);
    };
    setStatus('running');
    frame.current = requestAnimationFrame(step);
  };

  return {
    status,
    value: status === 'idle' ? start : value,
    start: () => {
      cancelAnimationFrame(frame.current);
      run(0);
    },
    pause: () => {
      cancelAnimationFrame(frame.current);
      setStatus('paused');
    },
    resume: () => run(counted.current),
    reset: () => {
      cancelAnimationFrame(frame.current);
      counted.current = 0;
      setStatus('idle');
    },
  };
}
