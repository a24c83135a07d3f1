use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use tafl_core::{perft::perft, Position, Preset, Variant};

fn bench_perft(c: &mut Criterion) {
    for (preset, depth) in [(Preset::Brandubh, 3), (Preset::Copenhagen, 2)] {
        let v = Variant::from_preset(preset);
        let start = Position::start(&v);
        c.bench_function(&format!("perft {} d{depth}", preset.id()), |b| {
            b.iter(|| {
                let mut pos = start.clone();
                black_box(perft(&v, &mut pos, depth))
            })
        });
    }
}

criterion_group!(benches, bench_perft);
criterion_main!(benches);
