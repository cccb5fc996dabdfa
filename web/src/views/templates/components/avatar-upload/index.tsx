import { PictureOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Slider, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withFeedback } from '../../../../app/feedback.ts';
import { AVATAR_SIZE, squareCrop } from '../../../../templates/components/avatar-crop.ts';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';

interface Framing {
  zoom: number;
  /** Percent across the room the zoom leaves, 50 centred. */
  x: number;
  y: number;
}

const CENTRED: Framing = { zoom: 1, x: 50, y: 50 };

/** Draws the framed square of `image` on the canvas, whenever either changes. */
function useCropPreview(image: ImageBitmap | null, framing: Framing) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, AVATAR_SIZE, AVATAR_SIZE);
    if (!image) return;
    const { sx, sy, size } = squareCrop(image.width, image.height, framing.zoom, framing.x / 100, framing.y / 100);
    context.drawImage(image, sx, sy, size, size, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
  }, [image, framing]);
  return canvas;
}

/**
 * /components/avatar-upload: the template's avatar upload, done in the browser: an image is picked,
 * framed as a square (zoom and position sliders) on a canvas, and shown as the avatar. Nothing is sent.
 */
function AvatarUploadDemo() {
  const { t } = useTranslation();
  const [image, setImage] = useState<ImageBitmap | null>(null);
  const [framing, setFraming] = useState(CENTRED);
  const [avatar, setAvatar] = useState<string>();
  const picker = useRef<HTMLInputElement>(null);
  const canvas = useCropPreview(image, framing);

  const pick = (file: File | undefined) => {
    if (!file) return;
    createImageBitmap(file).then(
      (bitmap) => {
        setImage(bitmap);
        setFraming(CENTRED);
      },
      () => withFeedback((feedback) => feedback.error({ content: t('templates.avatarUpload.unreadable', { name: file.name }) })),
    );
  };
  const slider = (key: keyof Framing, label: string, range: { min: number; max: number; step: number }) => (
    <div>
      <Typography.Text>{label}</Typography.Text>
      <Slider {...range} value={framing[key]} onChange={(value) => setFraming((previous) => ({ ...previous, [key]: value }))} disabled={!image} ariaLabelForHandle={label} data-testid={`avatar-${key}`} />
    </div>
  );

  return (
    <DemoCard testId="demo-avatar-upload" title={t('templates.route.avatarUpload')}>
      <Typography.Paragraph>{t('templates.avatarUpload.intro')}</Typography.Paragraph>
      <input ref={picker} type="file" accept="image/*" hidden onChange={(event) => pick(event.target.files?.[0])} data-testid="avatar-file" />
      <Button icon={<PictureOutlined />} onClick={() => picker.current?.click()}>
        {t('templates.avatarUpload.choose')}
      </Button>
      <Space align="start" wrap size={32} style={{ marginTop: 16, width: '100%' }}>
        <canvas ref={canvas} width={AVATAR_SIZE} height={AVATAR_SIZE} role="img" aria-label={t('templates.avatarUpload.preview')} style={{ border: '1px solid #d9d9d9', borderRadius: 8 }} data-testid="avatar-canvas" />
        <div style={{ width: 260 }}>
          {slider('zoom', t('templates.avatarUpload.zoom'), { min: 1, max: 4, step: 0.1 })}
          {slider('x', t('templates.avatarUpload.horizontal'), { min: 0, max: 100, step: 1 })}
          {slider('y', t('templates.avatarUpload.vertical'), { min: 0, max: 100, step: 1 })}
          <Button type="primary" disabled={!image} onClick={() => setAvatar(canvas.current?.toDataURL('image/png'))} data-testid="avatar-apply">
            {t('templates.avatarUpload.apply')}
          </Button>
        </div>
        <Space orientation="vertical" align="center">
          <Avatar size={100} src={avatar} icon={<UserOutlined />} alt={t('templates.avatarUpload.avatar')} data-testid="avatar-result" />
          <Typography.Text>{t('templates.avatarUpload.avatar')}</Typography.Text>
        </Space>
      </Space>
    </DemoCard>
  );
}

export default demoScreen(AvatarUploadDemo);
