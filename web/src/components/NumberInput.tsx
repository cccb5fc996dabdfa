import { InputNumber, type InputNumberProps } from 'antd';
import { useEffect, useImperativeHandle, useRef, type ComponentRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { numberText } from '../utils/number-text.ts';

type InputNumberRef = ComponentRef<typeof InputNumber>;

/**
 * antd types a parser as answering the number, but rc-input-number hands what it answers to its
 * own decimal reader, which takes text: text keeps '1.' and '0.0' as typed while they are typed.
 */
const readTyped = ((typed: string | undefined) => numberText(typed ?? '')) as unknown as NonNullable<InputNumberProps<number>['parser']>;

/**
 * antd's InputNumber reading what people type (a decimal comma, full-width digits: utils/number-text.ts)
 * and with its step buttons named in the reader's language: rc-input-number names
 * them 'Increase Value' and 'Decrease Value' in English whatever the language, and takes no
 * label of ours. The names are set on its buttons after each render (React leaves an attribute
 * whose prop did not change alone, so they stay). A form item's ref (to scroll to the field)
 * still reaches the input.
 */
export function NumberInput({ ref, ...props }: InputNumberProps<number> & { ref?: Ref<InputNumberRef> }) {
  const { t } = useTranslation();
  const input = useRef<InputNumberRef>(null);
  useImperativeHandle(ref, () => input.current!, []);
  useEffect(() => {
    const root = input.current?.nativeElement;
    root?.querySelector('.ant-input-number-action-up')?.setAttribute('aria-label', t('form.increase'));
    root?.querySelector('.ant-input-number-action-down')?.setAttribute('aria-label', t('form.decrease'));
  });
  return <InputNumber<number> parser={readTyped} {...props} ref={input} />;
}
