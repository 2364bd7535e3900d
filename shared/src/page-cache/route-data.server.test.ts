/** @jest-environment node */
import { createStaticHandler, type RouteObject } from 'react-router';
import { routeHandle } from '@shop/shared/routing';
import { ApiError } from '@shop/shared/transport';
import { isRouteData, pageRoutes } from './route-data';

function handlerFor(load: () => Promise<unknown>) {
  const routes: RouteObject[] = pageRoutes([
    { path: '/item/:id', handle: routeHandle({ titleKey: 't', pageData: ({ params }) => [{ key: `item:${params.id}`, load }] }) },
  ]);
  return createStaticHandler(routes);
}

async function loaderData(load: () => Promise<unknown>) {
  const context = await handlerFor(load).query(new Request('http://shop.local/item/9'));
  if (context instanceof Response) throw new Error('the route answered a Response');
  const data = Object.values(context.loaderData)[0];
  if (!isRouteData(data)) throw new Error('no page data');
  return data.pageData;
}

it('waits for the data on the server, so the render and the document have it', async () => {
  expect(await loaderData(async () => ({ name: 'Figure' }))).toEqual({ 'item:9': { data: { name: 'Figure' } } });
});

it('carries an API error to the document as its status, code and message', async () => {
  const pageData = await loaderData(async () => {
    throw new ApiError(404, 40401, 'no such product');
  });
  expect(JSON.parse(JSON.stringify(pageData))).toEqual({
    'item:9': { error: { status: 404, code: 40401, message: 'no such product' } },
  });
});
