/**
 * The demo chain's validator (picoSOL's vote account): the launch form's "Validator vote account" in
 * the demo. Its vote state is not modelled: the launch planner and the demo's AddValidatorToPool read
 * only that the Vote program owns it. A file of its own, with no imports, so the site's form can name
 * it without loading the demo.
 */
export const DEMO_VOTE_ACCOUNT = '9YdHo7i6TKyq8zVW4tjbTQuF493dWm1yfurnrXzo29tC';

/** A second validator on the demo chain (no vote state either): what "Your pool" adds to a launched pool beside the first. */
export const DEMO_SECOND_VOTE_ACCOUNT = '3gRxBJiMQJAk21QnFi8QhWiFhavtckDCSATzUZXyjWsm';
