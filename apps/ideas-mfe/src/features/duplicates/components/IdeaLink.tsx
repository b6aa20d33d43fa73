import type { LinkedIdea } from '@idea-portal/contracts';
import { Link, paths } from '@idea-portal/platform';
import { Anchor } from '@idea-portal/ui';

/** A linked idea by its title, to its page. */
export const IdeaLink = ({ idea }: { idea: LinkedIdea }) => (
  <Anchor component={Link} to={paths.app.idea.getHref(idea.id)} size="sm">
    {idea.title}
  </Anchor>
);
