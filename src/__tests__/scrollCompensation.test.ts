import {scrollCompensation} from '../utils/scrollCompensation';

describe('scroll compensation', () => {
  it('scrolls by the growth of an element that lay wholly above the screen', () => {
    const compensate = scrollCompensation(0);
    // A diagram 900 px above the screen's top is drawn 500 px high.
    expect(compensate(-900, 500)).toBe(500);
    // It grows again by 20 px (fonts): still above.
    expect(compensate(-900, 520)).toBe(20);
  });

  it('counts an element hidden under the sticky navbar as above the reader', () => {
    // The reader followed a link to the heading right below a diagram: the diagram's empty
    // placeholder sits under the 60 px navbar when it is drawn 780 px high.
    expect(scrollCompensation(0)(48, 780, 60)).toBe(780);
    expect(scrollCompensation(0)(70, 780, 60)).toBe(0);
  });

  it('leaves the page alone when the element is on screen or below it', () => {
    expect(scrollCompensation(0)(100, 400)).toBe(0);
    expect(scrollCompensation(0)(900, 400)).toBe(0);
    // Its top above the screen but its old bottom on screen: the reader sees it change.
    expect(scrollCompensation(100)(-50, 400)).toBe(0);
  });
});
