import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Anchor, Card } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
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
  // A new draft's outcome, carried to its own address.
  const created = (useLocation().state as { outcome?: string } | null)?.outcome ?? null;

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
            onSaved={(done) =>
              navigate(paths.contentArticle(done.article.id), {
                replace: true,
                state: { outcome: done.message },
              })
            }
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
        <ArticleForm key={article.data.id} article={article.data} initialOutcome={created} />
      </Card>
    </>
  );
}
