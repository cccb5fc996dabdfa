import { sourceSaveSchema } from '@ews/contract/schemas/sources';
import { surveySaveSchema } from '@ews/contract/schemas/surveillance';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { numberBounds, type NumberBounds } from '../utils/number-bounds.ts';
import { NumberInput } from './NumberInput.tsx';

/*
 * A number box's step buttons and arrow keys stop at the bounds of the contract's schema (the
 * source form's area, a survey's capture rate), and what is typed stays as typed: the schema,
 * not the box, says what is wrong with it.
 */

const form: { current?: FormInstance } = {};

function NumberField({ bounds, initial }: { bounds: NumberBounds; initial: number | null }) {
  const [instance] = Form.useForm();
  useEffect(() => {
    form.current = instance;
  }, [instance]);
  return (
    <Form form={instance} initialValues={{ value: initial }}>
      <Form.Item name="value" label="Value">
        <NumberInput bounds={bounds} data-testid="number" />
      </Form.Item>
    </Form>
  );
}

const input = () => screen.getByTestId('number') as HTMLInputElement;
const stepButton = (direction: 'up' | 'down') => input().closest('.ant-input-number')!.querySelector<HTMLElement>(`.ant-input-number-action-${direction}`)!;
const valueOf = () => form.current!.getFieldValue('value') as unknown;

/** A click on a step button: pressed, then let go. */
function press(direction: 'up' | 'down') {
  const button = stepButton(direction);
  act(() => {
    fireEvent.mouseDown(button);
    fireEvent.mouseUp(button);
  });
}

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.blur(input());
}

describe('NumberInput with the bounds of a schema', () => {
  const area = numberBounds(sourceSaveSchema, 'area');
  const captureRate = numberBounds(surveySaveSchema, 'captureRate');

  it('reads the bounds of the contract schema', () => {
    expect(area).toEqual({ min: 0, max: 1_000_000 });
    expect(numberBounds(sourceSaveSchema, 'altitude')).toEqual({ min: -200, max: 9000 });
    expect(captureRate).toEqual({ min: 0, max: 100 });
  });

  it('asks a phone for its number keypad when the number cannot be negative, and not when it can', () => {
    const { unmount } = render(<NumberField bounds={area} initial={null} />);
    expect(input().inputMode).toBe('decimal');
    unmount();
    render(<NumberField bounds={numberBounds(sourceSaveSchema, 'altitude')} initial={null} />);
    expect(input().inputMode).toBe('');
  });

  it('steps down to the minimum and no further, with the button or the arrow key', () => {
    render(<NumberField bounds={area} initial={null} />);
    press('down');
    expect(valueOf()).toBe(0);
    press('down');
    expect(valueOf()).toBe(0);
    expect(input().value).toBe('0');
    // At the minimum the button towards it is announced disabled.
    expect(stepButton('down').getAttribute('aria-disabled')).toBe('true');
    expect(stepButton('up').getAttribute('aria-disabled')).toBe('false');

    press('up');
    press('up');
    expect(valueOf()).toBe(2);
    expect(stepButton('down').getAttribute('aria-disabled')).toBe('false');
    for (let step = 0; step < 4; step++) press('down');
    expect(valueOf()).toBe(0);

    act(() => {
      fireEvent.keyDown(input(), { key: 'ArrowDown' });
    });
    expect(valueOf()).toBe(0);
    expect(input().value).toBe('0');
  });

  it('keeps a typed number as typed, and a step from it moves towards the range only', () => {
    render(<NumberField bounds={area} initial={null} />);
    type('-3');
    expect(valueOf()).toBe(-3);
    expect(input().value).toBe('-3');
    press('down');
    expect(valueOf()).toBe(-3);
    expect(input().value).toBe('-3');
    press('up');
    expect(valueOf()).toBe(0);
  });

  it('stops at the maximum too, and leaves a typed value above it alone', () => {
    render(<NumberField bounds={captureRate} initial={99.5} />);
    press('up');
    expect(valueOf()).toBe(100);
    press('up');
    expect(valueOf()).toBe(100);
    type('150');
    expect(valueOf()).toBe(150);
    expect(input().value).toBe('150');
    press('up');
    expect(valueOf()).toBe(150);
    press('down');
    expect(valueOf()).toBe(100);
  });
});
