import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Card, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageMessages } from '../../locales/screens/pages/load.ts';
import { useAppStore } from '../../stores/app.ts';
import { useUserStore } from '../../stores/user.ts';
import { tourSteps } from './steps.ts';
import { startTour } from './tour.ts';

/**
 * guide/index: the guided tour for new staff. The page says what the tour shows this user (no
 * screen they cannot open) and starts it again at any time; it also starts by itself on a user's
 * first sign-in (layout/useFirstSignInTour.ts).
 */
export default function Guide() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppStore((state) => state.language);
  const mobile = useAppStore((state) => state.device === 'mobile');
  const permissions = useUserStore((state) => state.permissions);
  const messagesReady = usePageMessages(language);
  // The welcome and the closing words are the tour's own; the page lists what it points at.
  const shown = useMemo(() => tourSteps(permissions, mobile).filter((step) => step.target), [permissions, mobile]);

  if (!messagesReady) return <Spin />;
  return (
    <Card className="guide-page" data-testid="guide-page">
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        {t('guide.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('guide.intro')}</Typography.Paragraph>
      <Button type="primary" icon={<PlayCircleOutlined />} onClick={() => void startTour(navigate)} data-testid="guide-start">
        {t('guide.start')}
      </Button>
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        {t('guide.contents')}
      </Typography.Title>
      <ol data-testid="guide-steps">
        {shown.map((step) => (
          <li key={step.id} data-step={step.id}>
            <Typography.Text strong>{t(`guide.steps.${step.id}.title`)}</Typography.Text>: {t(`guide.steps.${step.id}.${step.text ?? 'text'}`)}
          </li>
        ))}
      </ol>
      <Typography.Paragraph type="secondary">{t('guide.autoStart')}</Typography.Paragraph>
    </Card>
  );
}
