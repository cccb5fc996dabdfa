import { DollarOutlined, FileTextOutlined, MailOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import { RippleButton } from '../../../../templates/components/RippleButton.tsx';

/** The palette's colours, each a shade dark enough for white text on it (and for text in it on white) at WCAG AA. */
const COLOURS = { blue: '#0958d9', cyan: '#006d75', green: '#237804', gold: '#874d00', red: '#cf1322', magenta: '#c41d7f', purple: '#531dab' } as const;
const INPUT_VARIANTS = ['outlined', 'filled', 'underlined', 'borderless'] as const;

/** An input of the showcase, its label tied to it. */
function LabelledInput({ label, icon, variant }: { label: string; icon: ReactNode; variant: (typeof INPUT_VARIANTS)[number] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Form.Item label={label} htmlFor={id}>
      <Input id={id} prefix={icon} variant={variant} placeholder={t(`templates.mixin.variants.${variant}`)} />
    </Form.Item>
  );
}

/** /components/mixin: the template's component mixin page: coloured buttons, inputs in antd's variants, and a ripple on click. */
function MixinDemo() {
  const { t } = useTranslation();
  const [clicks, setClicks] = useState(0);
  const inputs: { label: string; icon: ReactNode }[] = [
    { label: t('templates.mixin.title'), icon: <FileTextOutlined /> },
    { label: t('templates.mixin.price'), icon: <DollarOutlined /> },
    { label: t('templates.mixin.email'), icon: <MailOutlined /> },
    { label: t('templates.mixin.search'), icon: <SearchOutlined /> },
  ];
  return (
    <DemoCard testId="demo-mixin" title={t('templates.route.componentMixin')}>
      <Typography.Paragraph>{t('templates.mixin.intro')}</Typography.Paragraph>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card type="inner" title={t('templates.mixin.buttons')}>
          {(['solid', 'outlined', 'dashed'] as const).map((variant) => (
            <Space key={variant} wrap style={{ display: 'flex', marginBottom: 12 }}>
              {Object.entries(COLOURS).map(([colour, hex]) => (
                // Painted directly: the console's theme sets the primary colour for the whole page, and a nested theme did not take.
                <Button key={colour} variant={variant} style={variant === 'solid' ? { background: hex, borderColor: hex, color: '#fff' } : { color: hex, borderColor: hex }} data-testid={`mixin-${variant}-${colour}`}>
                  {t(`templates.mixin.colours.${colour}`)}
                </Button>
              ))}
            </Space>
          ))}
        </Card>
        <Card type="inner" title={t('templates.mixin.inputs')}>
          <Form layout="vertical" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 24 }}>
            {inputs.map((input, index) => (
              <LabelledInput key={input.label} label={input.label} icon={input.icon} variant={INPUT_VARIANTS[index]!} />
            ))}
          </Form>
        </Card>
        <Card type="inner" title={t('templates.mixin.ripple')}>
          <Space wrap>
            <RippleButton onClick={() => setClicks((count) => count + 1)} data-testid="mixin-ripple">
              {t('templates.mixin.rippleButton')}
            </RippleButton>
            <Typography.Text role="status" data-testid="mixin-clicks">
              {t('templates.mixin.clicks', { count: clicks })}
            </Typography.Text>
          </Space>
        </Card>
      </Space>
    </DemoCard>
  );
}

export default demoScreen(MixinDemo);
