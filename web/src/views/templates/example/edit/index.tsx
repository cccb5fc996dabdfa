import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageSpinner } from '../../../../components/PageSpinner.tsx';
import { ArticleForm } from '../../../../templates/components/ArticleForm.tsx';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import { demoApi } from '../../../../templates/mock/client.ts';
import type { Article } from '../../../../templates/mock/data.ts';
import { ErrorResult } from '../../../error-page/ErrorResult.tsx';

/** /example/edit/:id: an article by its number (the router sends any other id to the 404); an unknown one is not found. */
function EditArticle() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const [article, setArticle] = useState<Article | null>();

  useEffect(() => {
    let live = true;
    demoApi.article(Number(id)).then(
      (found) => live && setArticle(found),
      () => live && setArticle(null),
    );
    return () => {
      live = false;
    };
  }, [id]);

  if (article === null) return <ErrorResult status="404" code="404" explanation={t('errorPage.notFound')} />;
  return (
    <DemoCard testId="demo-article-edit" title={t('templates.route.editArticle')}>
      {article ? <ArticleForm key={article.id} article={article} save={(changed) => demoApi.updateArticle({ ...article, ...changed, id: article.id }).then(setArticle)} /> : <PageSpinner />}
    </DemoCard>
  );
}

export default demoScreen(EditArticle);
