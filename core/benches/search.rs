//! The search bench: `cargo bench -p tafl-core --bench search`. Prints each position's nodes
//! and speed, then `bench <total nodes>` (the search's fingerprint) and the overall nodes/s.

fn main() {
    let report = tafl_core::ai::bench::run_with(|line| {
        println!(
            "{:<22} depth {:>2}  nodes {:>10}  {:>7.3} s  {:>9} nps  best {} score {}",
            line.name,
            line.depth,
            line.nodes,
            line.elapsed.as_secs_f64(),
            line.nps(),
            line.best,
            line.score
        );
    });
    println!(
        "bench {}  ({:.3} s, {} nps)",
        report.nodes,
        report.elapsed.as_secs_f64(),
        report.nps
    );
}
