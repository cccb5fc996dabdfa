import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageSpinner } from '../../../../components/PageSpinner.tsx';
import { ArticleForm } from '../../../../templates/components/ArticleForm.tsx';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import { demoApi } from '../../../../templates/mock/client.ts';
import type { Article } from '../../../../templates/mock/data.ts';
import { ErrorResult } from '../../../error-page/ErrorResult.tsx';

/** /example/edit/:id: the template's route takes a numeric id only; any other, or an unknown one, is not found. */
function EditArticle() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const numeric = /^\d+$/.test(id);
  const [article, setArticle] = useState<Article | null>();

  useEffect(() => {
    if (!numeric) return;
    let live = true;
    demoApi.article(Number(id)).then(
      (found) => live && setArticle(found),
      () => live && setArticle(null),
    );
    return () => {
      live = false;
    };
  }, [id, numeric]);

  if (!numeric || article === null) return <ErrorResult status="404" code="404" explanation={t('errorPage.notFound')} />;
  return (
    <DemoCard testId="demo-article-edit" title={t('templates.route.editArticle')}>
      {article ? <ArticleForm key={article.id} article={article} save={(changed) => demoApi.updateArticle({ ...article, ...changed, id: article.id }).then(setArticle)} /> : <PageSpinner />}
    </DemoCard>
  );
}

export default demoScreen(EditArticle);
