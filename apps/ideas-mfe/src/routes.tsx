import type { RouteObject } from 'react-router';
export const routes: RouteObject[] = [{ index: true, element: <p>Ideas list</p> }];
export default routes;
