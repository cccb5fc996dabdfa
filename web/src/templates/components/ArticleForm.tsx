import { Button, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withFeedback } from '../../app/feedback.ts';
import { ARTICLE_STATUSES, ARTICLE_TYPES, displayTime, IMPORTANCES, type Article } from '../mock/data.ts';
import type { ArticleDraft } from '../mock/client.ts';

type Values = Pick<Article, 'title' | 'author' | 'type' | 'importance' | 'status' | 'content_short'>;

const NEW_ARTICLE: Values = { title: '', author: '', type: 'CN', importance: 1, status: 'draft', content_short: '' };

/** The template's article form (/example/create, /example/edit/:id): `save` gets the article with the fields typed. */
export function ArticleForm({ article, save }: { article?: Article; save(article: ArticleDraft): Promise<unknown> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function submit(values: Values) {
    const now = Date.now();
    const base: ArticleDraft = article ?? {
      ...values,
      timestamp: now,
      display_time: displayTime(now),
      reviewer: values.author,
      content: '',
      forecast: 0,
      comment_disabled: false,
      pageviews: 0,
      image_uri: '',
      platforms: ['a-platform'],
    };
    setBusy(true);
    try {
      await save({ ...base, ...values, title: values.title.trim() });
      withFeedback((feedback) => feedback.success({ content: t('templates.common.saved') }));
    } catch (error) {
      withFeedback((feedback) => feedback.error({ content: (error as Error).message }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<Values> layout="vertical" initialValues={article ?? NEW_ARTICLE} onFinish={(values) => void submit(values)} style={{ maxWidth: 720 }} data-testid="article-form">
      <Form.Item name="title" label={t('templates.article.title')} rules={[{ required: true, whitespace: true, message: t('templates.article.titleRequired') }]}>
        <Input maxLength={100} data-testid="article-title" />
      </Form.Item>
      <Form.Item name="author" label={t('templates.article.author')}>
        <Input maxLength={40} data-testid="article-author" />
      </Form.Item>
      <Form.Item name="type" label={t('templates.article.type')}>
        <Select options={ARTICLE_TYPES.map((value) => ({ value, label: t(`templates.article.types.${value}`) }))} />
      </Form.Item>
      <Form.Item name="importance" label={t('templates.article.importance')}>
        <Radio.Group options={IMPORTANCES.map((value) => ({ value, label: String(value) }))} />
      </Form.Item>
      <Form.Item name="status" label={t('templates.article.status')}>
        <Radio.Group options={ARTICLE_STATUSES.map((value) => ({ value, label: t(`templates.article.statuses.${value}`) }))} />
      </Form.Item>
      <Form.Item name="content_short" label={t('templates.article.summary')}>
        <Input.TextArea maxLength={200} autoSize={{ minRows: 3 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="article-save">
        {t('templates.common.save')}
      </Button>
    </Form>
  );
}
