import { Card, Select, SimpleGrid, Stack, TagsInput, TextInput, Textarea } from '@idea-portal/ui';
import { IDEA_LIMITS } from '@idea-portal/contracts';
import { categoriesQueryOptions, categoryLabel, useQuery } from '@idea-portal/platform';
import { useIdeasTranslation } from '../../../i18n';
import { useFormField } from '../hooks/use-idea-form-context';

/** Title, problem, solution, category and tags: what every idea needs. */
export function IdeaTextFields() {
  const { t, i18n } = useIdeasTranslation();
  const { form, field, fieldText } = useFormField();
  const categories = useQuery(categoriesQueryOptions());
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <TextInput
          {...field('title')}
          label={t('form.title')}
          placeholder={t('form.titlePlaceholder')}
          withAsterisk
          maxLength={IDEA_LIMITS.titleMax}
          description={`${form.getValues().title.length}/${IDEA_LIMITS.titleMax}`}
          data-autofocus
        />
        <Textarea
          {...field('description')}
          label={t('form.description')}
          placeholder={t('form.descriptionPlaceholder')}
          withAsterisk
          autosize
          minRows={4}
          maxRows={16}
          maxLength={IDEA_LIMITS.textMax}
        />
        <Textarea
          {...field('solution')}
          label={t('form.solution')}
          placeholder={t('form.solutionPlaceholder')}
          withAsterisk
          autosize
          minRows={4}
          maxRows={16}
          maxLength={IDEA_LIMITS.textMax}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            {...field('categoryId')}
            label={t('form.category')}
            placeholder={categories.isPending ? t('form.categoriesLoading') : t('form.categoryPlaceholder')}
            data={(categories.data ?? []).map((c) => ({ value: c.id, label: categoryLabel(c, i18n.language) }))}
            withAsterisk
            searchable
            clearable
            nothingFoundMessage={categories.isError ? t('form.categoriesError') : undefined}
            error={fieldText('categoryId') ?? (categories.isError ? t('form.categoriesError') : undefined)}
          />
          <TagsInput
            {...field('tags')}
            label={t('form.tags')}
            placeholder={t('form.tagsPlaceholder')}
            description={t('form.tagsHint')}
            maxTags={IDEA_LIMITS.tagsMax}
            splitChars={[',']}
            clearable
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
