import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Anchor, Card } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useArticle } from '../api/articles';
import { ArticleForm } from '../components/article-form';

/** A new article (/content/articles/new) or an existing one, in the rich-text editor. */
export function ArticleEditorPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const article = useArticle(isNew ? null : id);
  const navigate = useNavigate();

  const back = (
    <Anchor component={Link} to={paths.content}>
      All articles
    </Anchor>
  );
  if (isNew)
    return (
      <>
        <PageHeader title="New article" description={back} />
        <Card>
          <ArticleForm
            article={null}
            onSaved={({ article: created }) => navigate(paths.contentArticle(created.id), { replace: true })}
          />
        </Card>
      </>
    );
  if (article.isPending) return <PageLoader label="Loading the article…" />;
  if (article.isError)
    return (
      <RetryAlert
        title="The article could not be loaded"
        message={errorMessage(article.error)}
        onRetry={() => article.refetch()}
      />
    );
  return (
    <>
      <PageHeader title={article.data.title} description={back} />
      <Card>
        <ArticleForm key={article.data.id} article={article.data} />
      </Card>
    </>
  );
}
