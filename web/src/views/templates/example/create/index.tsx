import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ArticleForm } from '../../../../templates/components/ArticleForm.tsx';
import { editArticlePath } from '../../../../templates/components/articles.tsx';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import { demoApi } from '../../../../templates/mock/client.ts';

/** /example/create: a new mock article; once saved, its edit page. */
function CreateArticle() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DemoCard testId="demo-article-create" title={t('templates.route.createArticle')}>
      <ArticleForm save={(article) => demoApi.createArticle(article).then((created) => navigate(editArticlePath(created.id)))} />
    </DemoCard>
  );
}

export default demoScreen(CreateArticle);
