package org.cardlab.core;

/**
 * Seeded randomness: SplitMix64, so a seed gives the same stream on every JVM and the
 * generator costs a few instructions per draw (the simulators draw millions per second).
 */
public final class Rng {
    private long state;

    public Rng(long seed) {
        this.state = seed;
    }

    public long nextLong() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Uniform in [0, bound), without modulo bias. */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        long r = (nextLong() >>> 33) * bound; // 31 random bits scaled: bias below 2^-31 * bound
        return (int) (r >>> 31);
    }

    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    public boolean chance(double p) {
        return nextDouble() < p;
    }

    /** Fisher-Yates shuffle of a[from..to). */
    public void shuffle(int[] a, int from, int to) {
        for (int i = to - 1; i > from; i--) {
            int j = from + nextInt(i - from + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }

    public void shuffle(int[] a) {
        shuffle(a, 0, a.length);
    }

    /** An independent generator for a sub-task (a game of a study), derived from this seed and an index. */
    public static Rng forGame(long seed, long index) {
        Rng mixer = new Rng(seed ^ (index * 0xD1B54A32D192ED03L));
        return new Rng(mixer.nextLong());
    }
}
