// Every landing module's styles, with those of the shared pieces they draw (product cards,
// prices, favourite hearts), go with the landing page itself: the server writes a page's
// stylesheets into its <head>, so modules whose code loads late (near the screen, or on a first
// touch) are drawn styled from the first paint and nothing moves when their code arrives.
import '../../ui/price.css';
import '../favourites/favourite-button.css';
import '../category/product-card.css';
import './modules/module-section.css';
import '../../ui/star-rating.css';
import './modules/banner-module.css';
import './modules/customer-stories-module.css';
import './modules/instagram-module.css';
import './modules/journal-posts-module.css';
import './modules/make-a-difference-module.css';
import './modules/notification-banner-module.css';
import './modules/points-module.css';
import './modules/product-row-module.css';
import './modules/reviews-module.css';
import './modules/text-module.css';
import './modules/three-column-boxes-module.css';
import './modules/tile-module.css';
import './modules/why-choose-module.css';
