/** Deferred (../index.tsx): Mantine's form state, used by the idea, admin and profile forms. */
import '../../mantine-css/forms';
export { useForm } from '@mantine/form';
