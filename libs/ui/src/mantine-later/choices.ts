/** Deferred (../mantine-deferred.tsx): the choice controls of the search filters, the admin settings and the idea forms. */
import '../mantine-css/choices';
export { Checkbox, Radio, Switch } from '@mantine/core';
