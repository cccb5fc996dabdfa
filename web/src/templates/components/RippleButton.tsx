import { useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import './ripple.css';

interface Ripple {
  id: number;
  x: number;
  y: number;
  size: number;
}

let nextRipple = 0;

/**
 * A button that sends a ripple out from where it is clicked (from its middle when pressed from the
 * keyboard), the template's "waves" directive; each ripple removes itself when its animation ends.
 * No ripple is drawn when reduced motion is asked for (ripple.css).
 */
export function RippleButton({ onClick, className, children, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const [ripples, setRipples] = useState<Ripple[]>([]);
  const spread = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const size = Math.max(box.width, box.height) * 2;
    // A click from the keyboard has no pointer position (detail 0): the ripple starts in the middle.
    const fromPointer = event.detail > 0;
    const x = (fromPointer ? event.clientX - box.left : box.width / 2) - size / 2;
    const y = (fromPointer ? event.clientY - box.top : box.height / 2) - size / 2;
    setRipples((previous) => [...previous, { id: nextRipple++, x, y, size }]);
    onClick?.(event);
  };
  return (
    <button type="button" {...props} className={`ripple-button ${className ?? ''}`} onClick={spread}>
      {children}
      {ripples.map((ripple) => (
        <span key={ripple.id} className="ripple" style={{ left: ripple.x, top: ripple.y, width: ripple.size, height: ripple.size }} onAnimationEnd={() => setRipples((previous) => previous.filter((kept) => kept.id !== ripple.id))} data-testid="ripple" />
      ))}
    </button>
  );
}
