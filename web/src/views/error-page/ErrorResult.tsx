import { Button, Result, Space, type ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface ErrorResultProps {
  status: ResultProps['status'];
  code: string;
  explanation: string;
  /** A second line: what the user can do about it. */
  hint?: string | undefined;
  /** Also offer to go back where the user came from. */
  goBack?: boolean;
}

/** An error page: its code, what it means, and the way home (and back, where that helps). */
export function ErrorResult({ status, code, explanation, hint, goBack = false }: ErrorResultProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const home = (
    <Button type="primary" onClick={() => navigate('/')}>
      {t('errorPage.backHome')}
    </Button>
  );
  return (
    <Result
      status={status}
      title={code}
      subTitle={
        hint ? (
          <>
            {explanation}
            <br />
            {hint}
          </>
        ) : (
          explanation
        )
      }
      extra={
        goBack ? (
          <Space>
            <Button onClick={() => navigate(-1)}>{t('errorPage.goBack')}</Button>
            {home}
          </Space>
        ) : (
          home
        )
      }
    />
  );
}
