/** The one-script-tag embed: defines the elements with production defaults. */
import { defineStakeElements } from './defineStakeElements';

defineStakeElements();
