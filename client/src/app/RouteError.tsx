import { Link, useRouteError } from 'react-router-dom';

/** A route that failed to load or render; plain elements with the theme's `.route-error*` classes. */
export function RouteError() {
  const error = useRouteError();
  console.warn(error);
  return (
    <div className="route-error">
      <h2 className="route-error__heading">Something went wrong</h2>
      <p className="route-error__text">Please reload the page or go back to the shop.</p>
      <Link className="route-error__button" to="/shop">
        Go to Shop
      </Link>
    </div>
  );
}
