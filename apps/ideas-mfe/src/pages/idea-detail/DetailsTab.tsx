import type { ContributorEditMode, Idea } from '@idea-portal/contracts';
import { useState } from 'react';
import { useBlobUrl, useCategoryName } from '@idea-portal/platform';
import { StatusBadge, formatDate, Badge, Card, Group, Image, Stack, Text, Title, lazyComponent, loadDeferredMantine } from '@idea-portal/ui';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../i18n';
import classes from '../../shared/layout/two-columns.module.css';
import { attachmentPath } from '../../features/attachments/api/attachment-file';
import { AttachmentsPanel } from '../../features/attachments/components/AttachmentsPanel';
import { ContributorsPanel } from '../../features/contributors/components/ContributorsPanel';
import { detailEn } from '../../i18n/detail.en';

registerIdeasPartTexts(detailEn);

// Below the idea itself: the comments (their form and its validation) load beside the first paint.
const CommentsSection = lazyComponent(() =>
  Promise.all([import(/* webpackChunkName: "idea-comments" */ '../../features/comments/components/CommentsSection'), loadDeferredMantine('Textarea')]).then(
    ([m]) => m.CommentsSection,
  ),
);
// Revision requests exist only once the idea is submitted: their list and the answer form load then.
const RevisionRequestsSection = lazyComponent(() =>
  Promise.all([import(/* webpackChunkName: "revision-requests" */ '../../features/revision-requests/components/RevisionRequestsSection'), loadDeferredMantine('Textarea')]).then(
    ([m]) => m.RevisionRequestsSection,
  ),
);

// Appeals (Einspruch) concern decided ideas: their list and forms load once the idea is submitted.
const AppealsSection = lazyComponent(() =>
  Promise.all([import(/* webpackChunkName: "appeals" */ '../../features/appeals/components/AppealsSection'), loadDeferredMantine('Radio', 'Textarea')]).then(
    ([m]) => m.AppealsSection,
  ),
);

// Priority links (duplicates) concern submitted ideas only: fetched with their own chunk.
const DuplicateLinksFacts = lazyComponent(() => import(/* webpackChunkName: "duplicates" */ '../../features/duplicates/components/DuplicateLinksFacts').then((m) => m.DuplicateLinksFacts), {
  fallback: null,
});

/** The banner: an http(s)/data URL as is, or one of the idea's image attachments (fetched with the token). */
function Banner({ idea }: { idea: Idea }) {
  const { t } = useIdeasTranslation();
  const value = idea.bannerImage;
  const isUrl = !!value && /^(https?:|data:)/i.test(value);
  const attachment = !isUrl && value ? idea.attachments.find((a) => a.id === value) : undefined;
  const blob = useBlobUrl(attachment ? attachmentPath(idea.id, attachment.id, true) : null);
  const src = isUrl ? value : blob.url;
  // An image that fails (another site's address the content security policy blocks) leaves no broken image or alt text.
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || src === failed) return null;
  return <Image src={src} alt={t('detail.bannerAlt', { title: idea.title })} radius="md" h={180} fit="cover" onError={() => setFailed(src)} />;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" ta="right">
        {children}
      </Text>
    </Group>
  );
}

export function DetailsTab({ idea, canManage = false, contributorEdit }: { idea: Idea; canManage?: boolean; contributorEdit?: ContributorEditMode }) {
  const { t, i18n } = useIdeasTranslation();
  const categoryName = useCategoryName();
  const lng = i18n.language;
  return (
    <Stack gap="md">
      <Banner idea={idea} />
      <div className={classes.columns}>
        <Stack gap="md">
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="idea-problem">
            <Title order={3} size="h4" id="idea-problem" mb="xs">
              {t('detail.problem')}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{idea.description}</Text>
          </Card>
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="idea-solution">
            <Title order={3} size="h4" id="idea-solution" mb="xs">
              {t('detail.solution')}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{idea.solution}</Text>
          </Card>
          <AttachmentsPanel idea={idea} canManage={canManage} />
          <ContributorsPanel idea={idea} canManage={canManage} mode={contributorEdit} />
          {idea.status !== 'draft' && <RevisionRequestsSection idea={idea} />}
          {idea.status !== 'draft' && <AppealsSection idea={idea} />}
          <CommentsSection ideaId={idea.id} />
        </Stack>
        <Card withBorder radius="md" padding="lg" component="aside" aria-labelledby="idea-facts">
          <Title order={3} size="h4" id="idea-facts" mb="sm">
            {t('detail.facts')}
          </Title>
          <Stack gap="xs">
            <Fact label={t('detail.status')}>
              <StatusBadge status={idea.status} />
            </Fact>
            <Fact label={t('detail.category')}>{idea.category ? categoryName(idea.category) : t('common.noCategory')}</Fact>
            <Fact label={t('detail.location')}>{idea.location ?? t('detail.noLocation')}</Fact>
            {idea.innovationArea && <Fact label={t('form.innovationArea')}>{idea.innovationArea}</Fact>}
            {idea.material && <Fact label={t('form.material')}>{idea.material}</Fact>}
            {idea.function && <Fact label={t('form.function')}>{idea.function}</Fact>}
            <Fact label={t('detail.submitted')}>
              {idea.submittedAt ? formatDate(idea.submittedAt, lng) : t('detail.notSubmitted')}
            </Fact>
            {idea.status !== 'draft' && <DuplicateLinksFacts ideaId={idea.id} />}
            <Fact label={t('detail.lastUpdated')}>{formatDate(idea.updatedAt, lng)}</Fact>
            <Fact label={t('detail.views')}>{idea.views}</Fact>
            <Fact label={t('detail.likes')}>{idea.likes}</Fact>
            {idea.tags.length > 0 && (
              <Fact label={t('detail.tags')}>
                <Group gap={4} justify="flex-end">
                  {idea.tags.map((tag) => (
                    <Badge key={tag} variant="outline" color="gray" size="sm">
                      {tag}
                    </Badge>
                  ))}
                </Group>
              </Fact>
            )}
          </Stack>
        </Card>
      </div>
    </Stack>
  );
}
