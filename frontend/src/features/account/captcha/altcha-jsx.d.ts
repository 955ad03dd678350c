// `<altcha-widget>` in JSX: the package's own React typing of the element.
import 'altcha/types/react';
