import { ActionIcon, Menu } from '@idea-portal/ui';
import { IconDotsVertical, IconEye, IconListCheck, IconLogout, IconSettings, IconBulb, IconUser } from '@tabler/icons-react';
import { useCurrentUser, useSignOut, paths, Link } from '@idea-portal/platform';
import { useShellText } from '../../../shared/use-shell-text';

/** All Ideas, My Page, My Tasks, Watched Ideas, (Administration for admins and idea managers), divider, Sign Out. */
export function QuickLinksMenu() {
  const { t } = useShellText();
  const signOut = useSignOut();
  const { data } = useCurrentUser();
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('nav.quickLinks')}>
          <IconDotsVertical size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.app.ideas.getHref()} leftSection={<IconBulb size={16} />}>
          {t('nav.allIdeas')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.app.myPage.getHref()} leftSection={<IconUser size={16} />}>
          {t('nav.myPage')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.app.tasks.getHref()} leftSection={<IconListCheck size={16} />}>
          {t('nav.myTasks')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.app.watched.getHref()} leftSection={<IconEye size={16} />}>
          {t('nav.watchedIdeas')}
        </Menu.Item>
        {data?.canAccessAdmin && (
          <Menu.Item component={Link} to={paths.admin.root.getHref()} leftSection={<IconSettings size={16} />}>
            {t('nav.admin')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
