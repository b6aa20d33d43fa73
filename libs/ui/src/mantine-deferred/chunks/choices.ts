/** Deferred (../index.tsx): the check boxes and switches of the search filters and the admin settings. */
import '../../mantine-css/choices';
export { Checkbox, Switch } from '@mantine/core';
