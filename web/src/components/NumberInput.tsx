import { InputNumber, type InputNumberProps } from 'antd';
import { useEffect, useImperativeHandle, useRef, type ComponentRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@ews/contract';
import { useAppStore } from '../stores/app.ts';
import { stepWithin, type NumberBounds } from '../utils/number-bounds.ts';
import { numberText, shownNumberText } from '../utils/number-text.ts';

type InputNumberRef = ComponentRef<typeof InputNumber>;

type Parser = NonNullable<InputNumberProps<number>['parser']>;
type Formatter = NonNullable<InputNumberProps<number>['formatter']>;

/**
 * How a box reads what is typed and shows its number, in each language (utils/number-text.ts):
 * Spanish '1,5' and '1.234,5', English '12,345', full-width digits; shown with the language's
 * decimal mark, and as typed while it is typed. antd types a parser as answering the number, but
 * rc-input-number hands what it answers to its own decimal reader, which takes text: text keeps
 * '1.' and '0.0' as typed while they are typed.
 */
const textIn = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    {
      parser: ((typed: string | undefined) => numberText(typed ?? '', language)) as unknown as Parser,
      formatter: ((value: string | undefined, { userTyping, input }: { userTyping: boolean; input: string }) =>
        userTyping ? input : shownNumberText(value ?? '', language)) as Formatter,
    },
  ]),
) as Record<Language, { parser: Parser; formatter: Formatter }>;

const STEP_KEYS = ['ArrowUp', 'ArrowDown', 'Up', 'Down'];

export interface NumberInputProps extends InputNumberProps<number> {
  ref?: Ref<InputNumberRef>;
  /**
   * The schema's bounds (utils/number-bounds.ts numberBounds): the step buttons and arrow keys
   * stop at them. What is typed is not clamped, unlike antd's min and max, which change a typed
   * -3 into 0 on blur without a word: it stays as typed and the schema says what is wrong with it.
   */
  bounds?: NumberBounds;
}

/**
 * antd's InputNumber reading what people type (a decimal comma, full-width digits: utils/number-text.ts)
 * and with its step buttons named in the reader's language: rc-input-number names
 * them 'Increase Value' and 'Decrease Value' in English whatever the language, and takes no
 * label of ours. The names are set on its buttons after each render (React leaves an attribute
 * whose prop did not change alone, so they stay). A form item's ref (to scroll to the field)
 * still reaches the input.
 *
 * With `bounds`, a step never leaves them: rc-input-number steps by calling onChange with the
 * next value, as typing does, so a change is taken for a step while a step button is held down
 * or a step key (or the wheel) is being handled; such a change is brought within the bounds
 * (utils/number-bounds.ts stepWithin), any other passes as it is. The button towards a bound the
 * value has reached looks, and is announced, disabled.
 */
export function NumberInput({ ref, bounds, ...props }: NumberInputProps) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const input = useRef<InputNumberRef>(null);
  const stepping = useRef(false);
  useImperativeHandle(ref, () => input.current!, []);
  const { value, onChange } = props;
  const min = bounds?.min;
  const max = bounds?.max;
  // A phone shows its number keypad for a number that cannot be negative; one that can keeps the full keyboard, whose minus the decimal keypad of some phones lacks.
  const keypad = props.inputMode ?? (min !== undefined && min >= 0 ? 'decimal' : undefined);

  useEffect(() => {
    const root = input.current?.nativeElement;
    const up = root?.querySelector('.ant-input-number-action-up');
    const down = root?.querySelector('.ant-input-number-action-down');
    up?.setAttribute('aria-label', t('form.increase'));
    down?.setAttribute('aria-label', t('form.decrease'));
    if (min === undefined && max === undefined) return;
    const atMax = typeof value === 'number' && max !== undefined && value >= max;
    const atMin = typeof value === 'number' && min !== undefined && value <= min;
    up?.classList.toggle('ant-input-number-action-up-disabled', atMax);
    up?.setAttribute('aria-disabled', String(atMax));
    down?.classList.toggle('ant-input-number-action-down-disabled', atMin);
    down?.setAttribute('aria-disabled', String(atMin));
  });

  // Native listeners in the capture phase: they run before React hands the event to rc-input-number.
  const bounded = min !== undefined || max !== undefined;
  useEffect(() => {
    const root = input.current?.nativeElement;
    if (!root || !bounded) return;
    const stop = () => {
      stepping.current = false;
    };
    /** A key or the wheel steps once, within the task that handles it. */
    const stepOnce = () => {
      stepping.current = true;
      setTimeout(stop);
    };
    const onMouseDown = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('.ant-input-number-action')) return;
      // Held down, the button steps again every 200 ms until it is let go.
      stepping.current = true;
      window.addEventListener('mouseup', stop, { capture: true, once: true });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (STEP_KEYS.includes(event.key)) stepOnce();
    };
    root.addEventListener('mousedown', onMouseDown, true);
    root.addEventListener('keydown', onKeyDown, true);
    root.addEventListener('wheel', stepOnce, { capture: true, passive: true });
    return () => {
      root.removeEventListener('mousedown', onMouseDown, true);
      root.removeEventListener('keydown', onKeyDown, true);
      root.removeEventListener('wheel', stepOnce, true);
      window.removeEventListener('mouseup', stop, true);
      stop();
    };
  }, [bounded]);

  if (!bounded) return <InputNumber<number> {...textIn[language]} {...props} inputMode={keypad} ref={input} />;

  const change = (next: number | null) => {
    if (stepping.current && typeof next === 'number') {
      const landed = stepWithin(next, value, { min, max });
      if (landed === undefined) return;
      next = landed;
    }
    onChange?.(next);
  };
  // A form item's value, even an empty one: rc-input-number would show a refused step itself if left uncontrolled.
  const controlled = 'value' in props ? { value: value ?? null } : {};
  return <InputNumber<number> {...textIn[language]} {...props} inputMode={keypad} {...controlled} onChange={change} ref={input} />;
}
